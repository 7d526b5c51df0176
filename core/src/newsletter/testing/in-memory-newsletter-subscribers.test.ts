import { InMemoryNewsletterSubscribers } from './in-memory-newsletter-subscribers.ts';
import { newsletterSubscribersContract } from './newsletter-subscribers.contract.ts';

newsletterSubscribersContract('in memory', async () => new InMemoryNewsletterSubscribers());
