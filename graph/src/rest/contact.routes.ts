import { validate } from "class-validator";
import type { FastifyInstance } from "fastify";
import { ContactMessageInput } from "../content/contact.inputs.js";
import type { Services } from "../services.js";
import { badInput } from "../shared/errors.js";

/** POST /api/contact: the contact form of the original storefront, with the GraphQL mutation's rules and limit. */
export function registerContactRoutes(api: FastifyInstance, services: Services) {
  api.post<{ Body: Record<string, unknown> }>("/contact", { schema: { body: { type: "object" } } }, async (request, reply) => {
    const { name, email, phone, subject, message } = request.body;
    const input = Object.assign(new ContactMessageInput(), { name, email, phone: phone || null, subject, message });
    const errors = await validate(input);
    if (errors.length) {
      const fields = errors.map((e) => ({ field: e.property, messages: Object.values(e.constraints ?? {}) }));
      throw badInput(fields.flatMap((f) => f.messages).join("; "), { fields });
    }
    return reply.status(201).send(await services.contact.create(input, request.ip));
  });
}
