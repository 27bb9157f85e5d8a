import { currentAuthUser } from "../../account/auth/authClient";

/** Where the admin's image uploads go (docs/rest-compatibility.md#image-uploads). */
export const IMAGE_UPLOAD_PATH = "/api/admin/images";

/** Sent when the server's answer names no reason. */
export const UPLOAD_FAILED = "Failed to upload the image";

/**
 * Uploads one image as the signed-in admin with `XMLHttpRequest`, reporting progress (0 to 1),
 * and resolves with the stored image's URL (what a category's `image` holds). Rejects with an
 * `Error` whose message is the server's (wrong type, too large…) or `UPLOAD_FAILED`.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const token = await currentAuthUser()?.getIdToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", IMAGE_UPLOAD_PATH);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { images?: { url: string }[]; message?: string; fields?: { messages: string[] }[] } | null;
      const url = body?.images?.[0]?.url;
      if (xhr.status === 201 && url) {
        onProgress(1);
        resolve(url);
      } else {
        reject(new Error(body?.fields?.[0]?.messages[0] ?? body?.message ?? UPLOAD_FAILED));
      }
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    const form = new FormData();
    form.append("files", file);
    xhr.send(form);
  });
}
