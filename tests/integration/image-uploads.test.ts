import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { imageSrcSet } from "@shop/common";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestS3, type TestS3 } from "../support/s3.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

interface UploadAnswer {
  images?: { url: string; srcSet: string; width: number; height: number }[];
  success?: false;
  code?: string;
  message?: string;
  reason?: string;
  fields?: { field: string; messages: string[] }[];
}

/** A photo-like picture (noise compresses badly, as photos do). */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#888", noise: { type: "gaussian", mean: 128, sigma: 40 } } });
}

/** A PNG that claims `width` × `height` pixels in its header but holds one: a decompression bomb's shape, cheaply. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } }).png().toBuffer());
  // IHDR: length (4), "IHDR" (4), width (4), height (4), …, CRC over type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

const file = (bytes: Buffer, name: string, type: string): UploadFile => ({ bytes, name, type });

describe.skipIf(skipDatabaseTests)(`image uploads (${testDatabaseKind})`, () => {
  let auth: TestAuth;
  let s3: TestS3;
  let admin: string;
  let adminUid: string;
  let shopper: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    [auth, s3, jpeg] = await Promise.all([startTestAuth(), startTestS3(), picture(1600, 1000).jpeg().toBuffer()]);
    ({ idToken: admin, uid: adminUid } = await auth.signIn(adminAccount.email, adminAccount.password));
    shopper = (await auth.signIn(shopperAccount.email, shopperAccount.password)).idToken;
  }, 120_000);
  afterAll(async () => {
    await auth?.stop();
    await s3?.stop();
  });

  const backends = [
    { name: "local folder", s3: false },
    { name: "S3-compatible storage (s3rver)", s3: true },
  ];

  describe.each(backends)("on $name", (backend) => {
    let shop: TestShop;

    beforeAll(async () => {
      shop = await startTestShop({
        indexHtml: "<!doctype html><html><head><title>Shop</title></head><body></body></html>",
        env: {
          USE_AUTH_EMULATOR: "true",
          FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
          ADMIN_EMAILS: adminAccount.email,
          ...(backend.s3 ? s3.env : {}),
        },
      });
    }, 120_000);
    afterAll(async () => {
      await shop?.close();
    });

    async function upload(files: UploadFile[], headers: Record<string, string> = bearer(admin)) {
      const form = new FormData();
      for (const f of files) form.append("files", new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
      const request = new Request("http://shop.test/", { method: "POST", body: form });
      const response = await shop.app.inject({
        method: "POST",
        url: "/api/admin/images",
        headers: { "content-type": request.headers.get("content-type") ?? "", ...headers },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return { status: response.statusCode, body: response.json<UploadAnswer>() };
    }

    /** The stored bytes behind a URL the upload answered. */
    async function fetchImage(url: string): Promise<Buffer> {
      if (!backend.s3) {
        expect(url).toMatch(/^\/uploads\/images\//);
        const response = await shop.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(200);
        // A new upload gets a new URL: browsers may keep this one for good, as object storage says.
        expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        return response.rawPayload;
      }
      expect(url.startsWith(`${s3.env.S3_PUBLIC_URL}/images/`)).toBe(true);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      return Buffer.from(await response.arrayBuffer());
    }

    /** Every stored variant, by key (and, in the local folder, every image's folder, so none is left behind empty). */
    async function storedKeys(): Promise<string[]> {
      if (backend.s3) return s3.keys();
      const dir = path.join(shop.dataDir, "uploads");
      if (!fs.existsSync(path.join(dir, "images"))) return [];
      return fs
        .readdirSync(path.join(dir, "images"), { recursive: true, withFileTypes: true })
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)) + (entry.isDirectory() ? "/" : ""))
        .sort();
    }

    /** Fetch each variant of `srcSet` and check it is a WebP of the width it claims. */
    async function expectVariants(srcSet: string, widths: number[]) {
      const entries = srcSet.split(", ").map((entry) => entry.split(" ") as [string, string]);
      expect(entries.map(([, w]) => w)).toEqual(widths.map((w) => `${w}w`));
      for (const [url, w] of entries) {
        const metadata = await sharp(await fetchImage(url)).metadata();
        expect(metadata.format).toBe("webp");
        expect(metadata.width).toBe(Number.parseInt(w, 10));
      }
    }

    it("stores WebP variants of a JPEG, PNG, WebP and AVIF, never enlarged, in the order sent", async () => {
      const files = [
        file(jpeg, "photo.jpg", "image/jpeg"),
        file(await picture(500, 300).png().toBuffer(), "drawing.png", "image/png"),
        file(await picture(200, 100).webp().toBuffer(), "small.webp", "image/webp"),
        file(await picture(700, 400).avif({ effort: 0 }).toBuffer(), "modern.avif", "image/avif"),
      ];
      const { status, body } = await upload(files);
      expect(status, JSON.stringify(body)).toBe(201);
      expect(body.images?.map(({ width, height }) => [width, height])).toEqual([
        [1280, 800],
        [500, 300],
        [200, 100],
        [700, 400],
      ]);
      const [photo, drawing, small, modern] = body.images!;
      for (const image of body.images!) {
        expect(image.url).toMatch(/\/images\/[0-9a-f-]{36}\/\d+\.webp$/);
        expect(image.srcSet).toBe(imageSrcSet(image.url));
      }
      await expectVariants(photo!.srcSet, [320, 640, 1280]);
      await expectVariants(drawing!.srcSet, [320, 500]);
      await expectVariants(small!.srcSet, [200]);
      await expectVariants(modern!.srcSet, [320, 640, 700]);

      // An admin write like any other: the audit log names who stored which images.
      const log = await shop.graphql<{ auditLog: { items: { action: string; entityType: string; entityIds: string[]; actorUid: string }[] } }>(
        "{ auditLog(filter: { entityType: \"image\" }, take: 1) { items { action entityType entityIds actorUid } } }",
        undefined,
        bearer(admin),
      );
      expect(log.body.data?.auditLog.items[0]).toEqual({
        action: "image.upload",
        entityType: "image",
        entityIds: body.images!.map((image) => image.url),
        actorUid: adminUid,
      });
    });

    it("goes by the content, not the name or declared type: a PNG named .jpg is fine", async () => {
      const { status, body } = await upload([file(await picture(400, 400).png().toBuffer(), "really-a-png.jpg", "image/jpeg")]);
      expect(status).toBe(201);
      expect(body.images?.[0]).toMatchObject({ width: 400, height: 400 });
    });

    it("turns the picture upright and strips EXIF, GPS and every other metadata", async () => {
      // A phone's photo: held sideways (orientation 6), with the photographer and the place (GPS, IFD3).
      const tagged = await picture(300, 200)
        .withMetadata({ orientation: 6 })
        .withExifMerge({ IFD0: { Copyright: "Secret Studio" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
        .jpeg()
        .toBuffer();
      const before = await sharp(tagged).metadata();
      expect(before.orientation).toBe(6);
      expect(before.exif?.toString("latin1")).toContain("Secret Studio");

      const { status, body } = await upload([file(tagged, "phone.jpg", "image/jpeg")]);
      expect(status).toBe(201);
      // Orientation 6 is a quarter turn: the stored picture is 200 wide and 300 high.
      expect(body.images?.[0]).toMatchObject({ width: 200, height: 300 });
      const stored = await fetchImage(body.images![0]!.url);
      const after = await sharp(stored).metadata();
      expect([after.width, after.height]).toEqual([200, 300]);
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(stored.toString("latin1")).not.toContain("Secret Studio");
    });

    it("never trusts a file's name: a NUL byte, folders or control characters only reach messages, cleaned", async () => {
      // Built by hand: FormData would escape what an attacker sends as it is.
      const boundary = "----shop-test-boundary";
      const part = (bytes: Buffer) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="../../../etc/passwd\u0000\u0007.jpg"\r\n`),
          Buffer.from("Content-Type: image/jpeg\r\n\r\n"),
          bytes,
          Buffer.from("\r\n"),
        ]);
      const send = (bytes: Buffer) =>
        shop.app.inject({
          method: "POST",
          url: "/api/admin/images",
          headers: { ...bearer(admin), "content-type": `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat([part(bytes), Buffer.from(`--${boundary}--\r\n`)]),
        });

      const good = await send(jpeg);
      expect(good.statusCode).toBe(201);
      const url = good.json<UploadAnswer>().images?.[0]?.url ?? "";
      expect(url).toMatch(/\/images\/[0-9a-f-]{36}\/\d+\.webp$/);
      expect((await storedKeys()).every((key) => key.startsWith("images/"))).toBe(true);

      const bad = await send(Buffer.from("not a picture"));
      expect(bad.statusCode).toBe(400);
      expect(bad.json<UploadAnswer>().message).toBe('"passwd.jpg" is not a JPEG, PNG, WebP or AVIF image.');
    });

    describe("refuses, storing nothing", () => {
      let before: string[];
      const expectNothingStored = async () => expect(await storedKeys()).toEqual(before);

      beforeAll(async () => {
        before = await storedKeys();
      });

      it("a text file disguised by its name and declared type", async () => {
        const { status, body } = await upload([file(Buffer.from("just some text, not a picture\n"), "cat.png", "image/png")]);
        expect(status).toBe(400);
        expect(body).toMatchObject({ success: false, code: "BAD_USER_INPUT" });
        expect(body.message).toBe('"cat.png" is not a JPEG, PNG, WebP or AVIF image.');
        expect(body.fields).toEqual([{ field: "files.0", messages: [body.message] }]);
        await expectNothingStored();
      });

      it("a format other than the four (GIF, SVG), and names the file that failed", async () => {
        const gif = await picture(50, 50).gif().toBuffer();
        const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
        for (const bad of [file(gif, "anim.gif", "image/gif"), file(svg, "logo.svg", "image/svg+xml")]) {
          const { status, body } = await upload([file(jpeg, "fine.jpg", "image/jpeg"), bad]);
          expect(status).toBe(400);
          expect(body.code).toBe("BAD_USER_INPUT");
          expect(body.fields?.[0]?.field).toBe("files.1");
          expect(body.message).toContain(bad.name);
        }
        await expectNothingStored();
      });

      it("a truncated or damaged picture, cleanly", async () => {
        const png = await picture(600, 400).png().toBuffer();
        for (const broken of [
          file(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), "cut.jpg", "image/jpeg"),
          file(png.subarray(0, Math.floor(png.length * 0.5)), "cut.png", "image/png"),
          file(Buffer.concat([jpeg.subarray(0, 600), Buffer.alloc(2000, 0x42)]), "garbled.jpg", "image/jpeg"),
        ]) {
          const { status, body } = await upload([broken]);
          expect(status, broken.name).toBe(400);
          expect(body.code).toBe("BAD_USER_INPUT");
          expect(body.message).toBe(`"${broken.name}" could not be read as an image: the file is damaged or incomplete.`);
        }
        await expectNothingStored();
      });

      it("a picture of too many pixels (a decompression bomb)", async () => {
        const { status, body } = await upload([file(await pngClaiming(20_000, 20_000), "bomb.png", "image/png")]);
        expect(status).toBe(400);
        expect(body.code).toBe("BAD_USER_INPUT");
        expect(body.message).toBe('"bomb.png" is 20000 × 20000 pixels; an image may have at most 50 million.');
        await expectNothingStored();
      });

      it("a file over 10 MB, with 413", async () => {
        const huge = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024)]);
        const { status, body } = await upload([file(huge, "huge.jpg", "image/jpeg")]);
        expect(status).toBe(413);
        expect(body).toMatchObject({ success: false, code: "QUERY_TOO_LARGE", reason: "FILE_TOO_LARGE" });
        expect(body.message).toBe("An image may be at most 10 MB.");
        await expectNothingStored();
      });

      it("more than 10 files, with 413, undoing the ones already stored", async () => {
        const tiny = await picture(40, 40).png().toBuffer();
        const { status, body } = await upload(Array.from({ length: 11 }, (_, i) => file(tiny, `tiny-${i}.png`, "image/png")));
        expect(status).toBe(413);
        expect(body).toMatchObject({ code: "QUERY_TOO_LARGE", reason: "TOO_MANY_FILES", message: "Send at most 10 images at once." });
        await expectNothingStored();
      });

      it("a request without files, or not multipart", async () => {
        expect((await upload([])).body).toMatchObject({ code: "BAD_USER_INPUT" });
        const json = await shop.app.inject({
          method: "POST",
          url: "/api/admin/images",
          headers: { ...bearer(admin), "content-type": "application/json" },
          payload: { url: "https://example.com/a.jpg" },
        });
        expect(json.statusCode).toBe(400);
        expect(json.json()).toMatchObject({ code: "BAD_USER_INPUT", message: "Send the images as multipart/form-data." });
        await expectNothingStored();
      });

      it("anyone but an admin: 401 signed out, 403 for a customer", async () => {
        const anonymous = await upload([file(jpeg, "photo.jpg", "image/jpeg")], {});
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
        const customer = await upload([file(jpeg, "photo.jpg", "image/jpeg")], bearer(shopper));
        expect(customer.status).toBe(403);
        expect(customer.body).toMatchObject({ success: false, code: "FORBIDDEN", message: "Only an admin may upload images." });
        await expectNothingStored();
      });
    });

    const cspTitle = backend.s3 ? "lets the pages show images from the bucket's origin (CSP img-src)" : "keeps img-src to the shop's own origin";
    it(cspTitle, async () => {
      const page = await shop.app.inject({ method: "GET", url: "/" });
      const imgSrc = String(page.headers["content-security-policy"]).split("; ").find((d) => d.startsWith("img-src "));
      if (backend.s3) expect(imgSrc).toContain(new URL(s3.env.S3_PUBLIC_URL!).origin);
      else expect(imgSrc).not.toMatch(/127\.0\.0\.1/);
    });
  });
});
