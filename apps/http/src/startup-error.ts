/** One readable line for a failure during start-up (most often: the database cannot be reached). */
export function describeStartupError(error: unknown): string {
  const err = error as { code?: string; message?: string; address?: string; port?: number };
  if (err.code === 'ECONNREFUSED' || err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') {
    const where = err.address ? ` at ${err.address}${err.port ? `:${err.port}` : ''}` : '';
    return `Cannot connect to the database${where} (${err.code}). Check DATABASE_URL.`;
  }
  if (err.code === 'EADDRINUSE') return `Port already in use: ${err.message ?? ''}. Set PORT to a free port.`;
  if (err.code === '3D000' || err.code === '28P01' || err.code === '28000') {
    return `Cannot open the database: ${err.message ?? err.code}. Check DATABASE_URL.`;
  }
  return `Failed to start: ${err.message ?? String(error)}`;
}
