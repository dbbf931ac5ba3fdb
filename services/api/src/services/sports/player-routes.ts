import type { FastifyInstance } from 'fastify';

/** The player routes of the /sports host (filled by its issue's work). */
export async function playerRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
