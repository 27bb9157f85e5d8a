import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ContextDeps, createRequestContext } from "../api/context.js";
import { AppScope } from "../apps/app-scope.js";
import type { Actor } from "../audit/audit.service.js";
import { staffActor } from "../auth/access.js";
import { AppError, ErrorCode, badInput } from "../shared/errors.js";
import { UPLOAD_LIMITS, type UploadedImage, removeKeys, storeImage } from "../uploads/images.js";
import type { FileStorage } from "../uploads/storage.js";

/** Records an upload in the audit log (server.ts). A failure refuses the upload and removes its files. */
export type ImageUploadRecorder = (upload: { admin: Actor; images: readonly UploadedImage[] }) => Promise<void>;

export interface ImageRouteOptions {
  storage: FileStorage;
  recordUpload: ImageUploadRecorder;
}

const MB = 1024 * 1024;

/**
 * POST /api/admin/images, for admins: multipart/form-data with one or more image files (any field
 * name). 201 `{ images: [{ url, srcSet, width, height }] }`, one per file in the order sent. All or
 * nothing: a refused file refuses the request, and what was stored for it is removed. Limits in
 * UPLOAD_LIMITS; contract in docs/rest-compatibility.md ("Image uploads").
 */
export async function registerImageRoutes(api: FastifyInstance, deps: ContextDeps, { storage, recordUpload }: ImageRouteOptions) {
  // Its own scope: only this route parses multipart bodies.
  await api.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: {
        fileSize: UPLOAD_LIMITS.maxFileBytes,
        files: UPLOAD_LIMITS.maxFiles,
        // Text fields are not used; a few small ones (a client's own bookkeeping) are ignored.
        fields: 20,
        fieldSize: 1024,
        parts: UPLOAD_LIMITS.maxFiles + 20,
      },
    });

    scope.post("/admin/images", async (request, reply) => {
      // Who is asking comes first: nobody else's bytes are read.
      const me = await staffActor(createRequestContext(deps, request), AppScope.WRITE_PRODUCTS, "Only an admin may upload images.");

      const images: UploadedImage[] = [];
      const keys: string[] = [];
      try {
        for await (const file of uploadedFiles(request)) {
          const field = `files.${images.length}`;
          const stored = await storeImage(storage, file.bytes, { name: file.name || `File ${images.length + 1}`, field });
          images.push(stored.image);
          keys.push(...stored.keys);
        }
        if (images.length === 0) throw badInput("Send one or more image files as multipart/form-data.", { field: "files" });
        await recordUpload({ admin: me, images });
      } catch (error) {
        await removeKeys(storage, keys);
        throw error;
      }
      return reply.status(201).send({ images });
    });
  });
}

/** The request's files, one at a time, each read into memory with the size limit enforced while it arrives. */
async function* uploadedFiles(request: FastifyRequest): AsyncGenerator<{ bytes: Buffer; name: string }> {
  let parts;
  try {
    parts = request.parts();
  } catch (error) {
    throw readError(error);
  }
  for (;;) {
    let file: { bytes: Buffer; name: string } | undefined;
    try {
      const next = await parts.next();
      if (next.done) return;
      if (next.value.type === "file") file = { bytes: await next.value.toBuffer(), name: next.value.filename };
    } catch (error) {
      throw readError(error);
    }
    if (file) yield file;
  }
}

/** Whatever goes wrong while reading the body is the client's: a limit (413) or a malformed body (400), never a 500. */
function readError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError(ErrorCode.QUERY_TOO_LARGE, `An image may be at most ${UPLOAD_LIMITS.maxFileBytes / MB} MB.`, {
        reason: "FILE_TOO_LARGE",
      });
    case "FST_FILES_LIMIT":
      return new AppError(ErrorCode.QUERY_TOO_LARGE, `Send at most ${UPLOAD_LIMITS.maxFiles} images at once.`, {
        reason: "TOO_MANY_FILES",
      });
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError(ErrorCode.QUERY_TOO_LARGE, "The upload has too many parts.", { reason: "TOO_MANY_PARTS" });
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return badInput("Send the images as multipart/form-data.");
    default:
      return badInput("The upload could not be read: the multipart body is malformed or was cut off.");
  }
}
