import type { FastifyInstance } from 'fastify';

/** The matka routes of the /sports host (filled by its issue's work). */
export async function matkaRoutes(app: FastifyInstance): Promise<void> {
  void app;
}
