import { ContainerModule } from 'inversify';
import type { BusinessHistory } from '@commons/core/insights/business-history';
import { exportBusinessFigure } from '@commons/core/insights/export-business-figure';
import { readBusinessInsights } from '@commons/core/insights/read-business-insights';
import { SqlBusinessHistory } from '@commons/adapters/persistence/repositories/sql-business-history';
import { bindFactory, bindUseCase, token, useCaseToken } from '../tokens.ts';
import { InfrastructureTokens as I } from './infrastructure.ts';

/** The console's business figures: revenue, recurring revenue, growth, churn, subscribers. */
export const InsightsTokens = {
  BusinessHistory: token<BusinessHistory>('BusinessHistory'),
  readBusinessInsights: useCaseToken(readBusinessInsights),
  exportBusinessFigure: useCaseToken(exportBusinessFigure),
};

export const insightsModule = new ContainerModule(({ bind }) => {
  bindFactory(
    bind,
    InsightsTokens.BusinessHistory,
    { orm: I.Orm },
    ({ orm }) => new SqlBusinessHistory(orm.em),
  );
  const figuresFrom = { history: InsightsTokens.BusinessHistory, clock: I.Clock };
  bindUseCase(bind, InsightsTokens.readBusinessInsights, readBusinessInsights, figuresFrom);
  bindUseCase(bind, InsightsTokens.exportBusinessFigure, exportBusinessFigure, figuresFrom);
});
