import type { FastifyInstance } from 'fastify';

/** The casino routes of the /sports host (filled by its issue's work). */
export async function casinoRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
