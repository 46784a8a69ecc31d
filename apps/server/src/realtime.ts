import type { FastifyInstance } from "fastify";

// The collaboration socket joins the HTTP server here (notes feature).
export async function attachRealtime(_app: FastifyInstance): Promise<void> {}
