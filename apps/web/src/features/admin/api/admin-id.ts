/** Spec section 6: every ad call carries the admin's own id from the stored member. */
export const adminUserIdRequired = 'Admin user ID required';

export function requireAdminId(adminUserId: string | undefined): string {
  if (!adminUserId) throw new Error(adminUserIdRequired);
  return adminUserId;
}

/** The path with `?adminUserId=…`, as the ad endpoints read it on GET and DELETE. */
export const withAdminId = (path: string, adminUserId: string) =>
  `${path}?adminUserId=${encodeURIComponent(adminUserId)}`;
