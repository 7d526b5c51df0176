import { AuthSync } from '../features/auth/components/auth-sync.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';

export default function SessionAndBanner() {
  return (
    <>
      <AuthSync />
      <TestModeBanner />
    </>
  );
}
