/**
 * Staff roles and what each may do: the authorisation matrix as data. Every `/api/admin` and
 * `/api/ads` route declares one permission; the server refuses a role the matrix does not list, and
 * the console shows only the sections of the permissions it is given.
 */
export const staffRoles = ['owner', 'admin', 'editor', 'author'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Everyone who may manage staff, and everything but the knowledge desk. */
const administrators = ['owner', 'admin'] as const satisfies readonly StaffRole[];
/** The editorial desk: knowledge, newsletter and sends. */
const editors = [...administrators, 'editor'] as const satisfies readonly StaffRole[];

/** Permission -> the roles that hold it. */
export const permissionMatrix = {
  /** Read every article, preview, write drafts (an author: only their own) and submit for review. */
  'knowledge:draft': staffRoles,
  /** Publish, unpublish, edit and delete anyone's article. */
  'knowledge:publish': editors,
  /** Newsletter subscribers (list, CSV, removal), sends and suppressions. */
  'newsletter:manage': editors,
  /** Members: list, detail, CSV, import, grants, codes and sessions. */
  'members:manage': administrators,
  /** The contact and partnership forms: they hold people's details, so not the editorial desk's. */
  'submissions:manage': administrators,
  'ads:manage': administrators,
  'audit:read': administrators,
  /** The business figures: revenue, recurring revenue, members, churn. */
  'insights:read': administrators,
  /** Backups (the database, downloaded) and the site's running state (Stripe test mode). */
  'operations:manage': administrators,
  /** List, invite, change the role of and remove staff. */
  'staff:manage': administrators,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof permissionMatrix;
export const permissions = Object.keys(permissionMatrix) as Permission[];

/** Whether `role` holds `permission`; no role (a member who is not staff) holds none. */
export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return (
    role !== null &&
    role !== undefined &&
    (permissionMatrix[permission] as readonly StaffRole[]).includes(role)
  );
}

/** The permissions a role holds, in the matrix's order (what the console reads). */
export function permissionsOf(role: StaffRole | null | undefined): Permission[] {
  return permissions.filter((permission) => can(role, permission));
}

/** A staff member acting from the console. */
export interface StaffMember {
  id: string;
  role: StaffRole;
}

/**
 * The article-level rule: whoever may publish edits any article; an author edits only a draft
 * they created.
 */
export function mayEditArticle(
  staff: StaffMember,
  article: { createdBy: string | null; published: boolean },
): boolean {
  if (can(staff.role, 'knowledge:publish')) return true;
  return can(staff.role, 'knowledge:draft') && article.createdBy === staff.id && !article.published;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}
