import { canRead, splitPreview, type Reader } from '../../knowledge/article-access.ts';
import type { Article } from '../../knowledge/article.ts';

/** The part of the article one recipient's mail carries. */
export interface ArticleMailBody {
  markdown: string;
  /** True when the reader may not read the rest: the mail ends with the call to join. */
  gated: boolean;
}

/** A reader who may read the article gets all of it; anyone else the public preview. */
export function articleMailBody(article: Article, reader: Reader): ArticleMailBody {
  if (canRead(article, reader)) return { markdown: article.content, gated: false };
  return { markdown: splitPreview(article.content).preview, gated: true };
}
