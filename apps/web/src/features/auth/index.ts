/** The auth feature as other features may use it. */
export { useLogout } from './api/logout.ts';
export { ChoosePasswordCard } from './components/choose-password-card.tsx';
export { rememberCodeExpiry, rememberedCodeExpiry } from './lib/code-expiry.ts';
export { useForgetMember, useRememberMember } from './hooks/use-remember-member.ts';
export { useSessionMember } from './hooks/use-session-member.ts';
