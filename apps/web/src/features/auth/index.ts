/** The auth feature as other features may use it. */
export { useLogout } from './api/logout.ts';
