import {
  createContainer,
  ensureDataDir,
  InfrastructureTokens,
  type AppContainer,
  type Config,
} from '@commons/container';

/** Runs one command in its own container and database context, and always closes the database. */
export async function withContainer<R>(
  config: Config,
  work: (container: AppContainer) => Promise<R>,
): Promise<R> {
  await ensureDataDir(config);
  const container = await createContainer(config);
  try {
    return await container.resolve(InfrastructureTokens.DatabaseScope)(() => work(container));
  } finally {
    await container.close();
  }
}
