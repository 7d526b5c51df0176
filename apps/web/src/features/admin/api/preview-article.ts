import { apiRequest } from '../../../lib/api.ts';

/** POST /api/admin/articles/preview: the server renders and sanitises, so no Markdown library ships. */
export const previewArticle = (content: string) =>
  apiRequest<{ html: string }>('POST', '/api/admin/articles/preview', { content });
