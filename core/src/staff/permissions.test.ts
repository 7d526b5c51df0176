import { describe, expect, it } from 'vitest';
import {
  can,
  mayEditArticle,
  permissionMatrix,
  permissions,
  permissionsOf,
  staffRoles,
} from './permissions.ts';

describe('the staff authorisation matrix', () => {
  it('gives the owner and admins every permission', () => {
    expect(permissionsOf('owner')).toEqual(permissions);
    expect(permissionsOf('admin')).toEqual(permissions);
  });

  it('keeps editors to knowledge and the newsletter', () => {
    expect(permissionsOf('editor')).toEqual(['knowledge:draft', 'knowledge:publish', 'newsletter:manage']);
  });

  it('keeps authors to drafts', () => {
    expect(permissionsOf('author')).toEqual(['knowledge:draft']);
  });

  it('gives a member without a role nothing', () => {
    for (const permission of permissions) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('names only known roles in the matrix', () => {
    for (const roles of Object.values(permissionMatrix)) {
      for (const role of roles) expect(staffRoles).toContain(role);
    }
  });
});

describe('who may edit an article', () => {
  const author = { id: 'a', role: 'author' } as const;

  it('lets an author edit only their own draft', () => {
    expect(mayEditArticle(author, { createdBy: 'a', published: false })).toBe(true);
    expect(mayEditArticle(author, { createdBy: 'b', published: false })).toBe(false);
    expect(mayEditArticle(author, { createdBy: 'a', published: true })).toBe(false);
    expect(mayEditArticle(author, { createdBy: null, published: false })).toBe(false);
  });

  it('lets an editor edit any article', () => {
    expect(mayEditArticle({ id: 'e', role: 'editor' }, { createdBy: 'b', published: true })).toBe(true);
  });
});
