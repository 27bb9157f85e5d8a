import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadImage, UploadError } from "./uploadImage";

/** A stand-in for XMLHttpRequest that the test answers by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const file = () => new File([new Uint8Array([137, 80, 78, 71])], "shirt.png", { type: "image/png" });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe("uploadImage", () => {
  it("posts the file as multipart with the token and reports progress", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress: number[] = [];
    const done = uploadImage(file(), { token: "id-token", onProgress: (fraction) => progress.push(fraction) });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(["POST", "/api/admin/images", "Bearer id-token"]);
    expect((xhr.body?.get("files") as File).name).toBe("shirt.png");
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    const image = { url: "/uploads/images/x/640.webp", srcSet: "…", width: 640, height: 480 };
    xhr.answer(201, { images: [image] });
    await expect(done).resolves.toEqual(image);
    expect(progress).toEqual([0.25, 1]);
  });

  it("rejects with the server's message for the file", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const done = uploadImage(file(), { token: "t" });
    FakeXhr.last!.answer(400, {
      success: false,
      code: "BAD_USER_INPUT",
      message: "Bad input",
      fields: [{ field: "files.0", messages: ["shirt.png is not a JPEG, PNG, WebP or AVIF image."] }],
    });
    await expect(done).rejects.toEqual(new UploadError("shirt.png is not a JPEG, PNG, WebP or AVIF image.", 400));
  });

  it("says why when the answer is not JSON or the connection fails", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const tooLarge = uploadImage(file(), { token: "t" });
    FakeXhr.last!.answer(413, "<html>Too large</html>");
    await expect(tooLarge).rejects.toThrow("The file is too large.");

    const offline = uploadImage(file(), { token: "t" });
    FakeXhr.last!.onerror?.();
    await expect(offline).rejects.toThrow(/check the connection/u);
  });

  it("stops when its signal aborts", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const controller = new AbortController();
    const done = uploadImage(file(), { token: null, signal: controller.signal });
    expect(FakeXhr.last!.headers.Authorization).toBeUndefined();
    controller.abort();
    await expect(done).rejects.toThrow("The upload was cancelled.");
    expect(FakeXhr.last!.aborted).toBe(true);
  });

  it("refuses a file of another type or over the size limit before sending anything", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const gif = new File([new Uint8Array([71, 73, 70])], "logo.gif", { type: "image/gif" });
    await expect(uploadImage(gif, { token: "t" })).rejects.toEqual(new UploadError("logo.gif is not a JPEG, PNG, WebP or AVIF image.", 0));
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    await expect(uploadImage(big, { token: "t" })).rejects.toThrow("big.jpg is 10.1 MB; an image may be at most 10 MB.");
    expect(FakeXhr.last).toBeNull();
  });
});
