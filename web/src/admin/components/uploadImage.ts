import { imageFileProblem } from "@shop/common";
import { currentAuthUser } from "../../account";

/**
 * Uploads one image to `POST /api/admin/images` (docs/rest-compatibility.md#image-uploads) with
 * `XMLHttpRequest`, the one browser API that reports upload progress. One request per file, so
 * each file has its own progress and its own error. A file the server would refuse for its type or
 * size (`imageFileProblem`, the server's limits) is refused here, before any byte is sent.
 */

export interface UploadedImage {
  url: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface UploadOptions {
  /** The admin's Firebase ID token (as the GraphQL auth link sends it). */
  token: string | null;
  /** Called with 0–1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The endpoint; the shop's own by default. */
  url?: string;
}

export const IMAGE_UPLOAD_URL = "/api/admin/images";

/** An upload that failed, with the words to show beside the file. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

/** The server's message from a JSON error body (`{ message, fields }`), else one by status. */
function errorMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as { message?: unknown; fields?: { messages?: unknown[] }[] };
    const fieldMessage = parsed.fields?.[0]?.messages?.[0];
    if (typeof fieldMessage === "string" && fieldMessage) return fieldMessage;
    if (typeof parsed.message === "string" && parsed.message) return parsed.message;
  } catch {
    // Not JSON (a proxy's page): fall through to the status.
  }
  if (status === 401 || status === 403) return "You are not allowed to upload images. Please sign in again.";
  if (status === 413) return "The file is too large.";
  return status === 0 ? "The upload failed: check the connection and try again." : `The upload failed (HTTP ${status}).`;
}

export function uploadImage(file: File, { token, onProgress, signal, url = IMAGE_UPLOAD_URL }: UploadOptions): Promise<UploadedImage> {
  const problem = imageFileProblem(file);
  if (problem) return Promise.reject(new UploadError(problem, 0));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 201 || xhr.status === 200) {
        try {
          const image = (JSON.parse(xhr.responseText) as { images?: UploadedImage[] }).images?.[0];
          if (image) {
            onProgress?.(1);
            resolve(image);
            return;
          }
        } catch {
          // Reported below.
        }
        reject(new UploadError("The server's answer could not be read.", xhr.status));
        return;
      }
      reject(new UploadError(errorMessage(xhr.status, xhr.responseText), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError(errorMessage(0, ""), 0));
    xhr.onabort = () => reject(new UploadError("The upload was cancelled.", 0));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append("files", file, file.name);
    xhr.send(body);
  });
}

/** Uploads as the signed-in admin, with the ID token the GraphQL auth link sends. */
export async function uploadAsAdmin(file: File, options: Omit<UploadOptions, "token"> = {}): Promise<UploadedImage> {
  const token = (await currentAuthUser()?.getIdToken()) ?? null;
  return uploadImage(file, { ...options, token });
}
