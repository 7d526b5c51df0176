import type { InMemoryArticleRepository } from '../../knowledge/testing/in-memory-article-repository.ts';
import type { InMemoryMemberRepository } from '../../members/testing/in-memory-member-repository.ts';
import { InMemoryTransactions } from '../../shared/testing/in-memory-transactions.ts';
import { defaultAuthorName, type AuthorProfile, type AuthorProfileFields } from '../author.ts';
import type { AuthorRepository } from '../author-repository.ts';

/** Reads names, roles and articles' creators from the in-memory stores it is given. */
export class InMemoryAuthorRepository implements AuthorRepository {
  readonly #members: InMemoryMemberRepository;
  readonly #articles: InMemoryArticleRepository;
  readonly #profiles;
  readonly #bylines;

  constructor(
    members: InMemoryMemberRepository,
    articles: InMemoryArticleRepository,
    transactions = new InMemoryTransactions(),
  ) {
    this.#members = members;
    this.#articles = articles;
    this.#profiles = transactions.state<Map<string, AuthorProfileFields>>(new Map());
    this.#bylines = transactions.state<Map<string, string[]>>(new Map());
  }

  async profileOf(memberId: string): Promise<AuthorProfile | null> {
    const member = await this.#members.findById(memberId);
    return member?.staffRole ? this.#profile(memberId) : null;
  }

  async saveProfile(memberId: string, fields: AuthorProfileFields): Promise<boolean> {
    const profiles = this.#profiles.read();
    const holder = [...profiles].find(([, profile]) => profile.slug === fields.slug)?.[0];
    if (holder !== undefined && holder !== memberId) return false;
    this.#profiles.write().set(memberId, fields);
    return true;
  }

  async slugsFrom(base: string): Promise<string[]> {
    const pattern = new RegExp(`^${base}(?:-\\d+)?$`);
    return [...this.#profiles.read().values()].map(({ slug }) => slug).filter((slug) => pattern.test(slug));
  }

  async findBySlug(slug: string): Promise<AuthorProfile | null> {
    const holder = [...this.#profiles.read()].find(([, profile]) => profile.slug === slug)?.[0];
    return holder === undefined ? null : this.#profile(holder);
  }

  async staffAmong(ids: readonly string[]): Promise<string[]> {
    return (await this.#members.findByIds(ids)).filter((member) => member.staffRole).map(({ id }) => id);
  }

  async setArticleAuthors(articleId: string, memberIds: readonly string[]): Promise<void> {
    this.#bylines.write().set(articleId, [...memberIds]);
  }

  async authorsOf(articleIds: readonly string[]): Promise<Map<string, AuthorProfile[]>> {
    const byArticle = new Map<string, AuthorProfile[]>();
    for (const articleId of articleIds) {
      const ids = await this.#authorIds(articleId);
      const authors = ids.flatMap((id) => this.#profile(id) ?? []);
      if (authors.length > 0) byArticle.set(articleId, authors);
    }
    return byArticle;
  }

  async articleIdsBy(memberId: string): Promise<string[]> {
    const { articles } = await this.#articles.listAll({ limit: Number.MAX_SAFE_INTEGER, offset: 0 });
    const ids: string[] = [];
    for (const { id } of articles) if ((await this.#authorIds(id)).includes(memberId)) ids.push(id);
    return ids;
  }

  async #authorIds(articleId: string): Promise<string[]> {
    const set = this.#bylines.read().get(articleId);
    if (set) return set;
    const createdBy = (await this.#articles.findById(articleId))?.createdBy;
    return createdBy ? [createdBy] : [];
  }

  #profile(memberId: string): AuthorProfile | null {
    const member = this.#members.all().find(({ id }) => id === memberId);
    if (!member) return null;
    const saved = this.#profiles.read().get(memberId);
    return {
      id: memberId,
      name: saved?.name ?? defaultAuthorName(member),
      bio: saved?.bio ?? '',
      avatarUrl: saved?.avatarUrl ?? null,
      slug: saved?.slug ?? null,
    };
  }
}
