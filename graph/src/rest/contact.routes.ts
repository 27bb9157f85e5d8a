import type { FastifyInstance } from "fastify";
import { ContactMessageInput } from "../content/contact.inputs.js";
import type { Services } from "../services.js";
import { validInput } from "../shared/validate-input.js";

/** POST /api/contact: the contact form of the original storefront, with the GraphQL mutation's input, rules and limit. */
export function registerContactRoutes(api: FastifyInstance, services: Services) {
  api.post<{ Body: Record<string, unknown> }>("/contact", { schema: { body: { type: "object" } } }, async (request, reply) => {
    const { name, email, phone, subject, message } = request.body;
    const input = await validInput(ContactMessageInput, { name, email, phone: phone || null, subject, message });
    return reply.status(201).send(await services.contact.create(input, request.ip));
  });
}
