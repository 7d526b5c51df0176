import { useLocation } from 'react-router-dom';
import { isStaff } from '../lib/member.ts';
import { useStoredMember } from '../lib/stored-member.ts';

export type NavAction = { label: string; to: string; variant: 'text' | 'outlined' | 'contained' };

/** The top bar's buttons (spec section 2): signed out, Login and Become a Member; signed in,
 * Dashboard, except on the dashboard itself, and for staff only Admin, except in the console. */
export function useNavActions(): NavAction[] {
  const member = useStoredMember();
  const { pathname } = useLocation();
  if (member) {
    const actions: NavAction[] = [];
    if (isStaff(member) && !pathname.startsWith('/admin')) {
      actions.push({ label: 'Admin', to: '/admin/dashboard', variant: 'outlined' });
    }
    if (pathname !== '/dashboard')
      actions.push({ label: 'Dashboard', to: '/dashboard', variant: 'contained' });
    return actions;
  }
  return [
    { label: 'Login', to: '/login', variant: 'outlined' },
    { label: 'Become a Member', to: '/membership', variant: 'contained' },
  ];
}
