import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.js";
import { pagePolicy } from "../http/security-headers.js";

const s3Env = { NODE_ENV: "test", S3_BUCKET: "shop-images", S3_PUBLIC_URL: "https://images.shop.example/" };

describe("image storage configuration", () => {
  it("is the local folder unless S3_BUCKET is set", () => {
    expect(loadConfig({ NODE_ENV: "test" }).imageStorage).toEqual({ kind: "local" });
    expect(loadConfig({ NODE_ENV: "test", S3_PUBLIC_URL: "https://images.shop.example" }).imageStorage).toEqual({ kind: "local" });
  });

  it("reads the S3 settings, with AWS's defaults for what is unset", () => {
    expect(loadConfig(s3Env).imageStorage).toEqual({
      kind: "s3",
      bucket: "shop-images",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: "https://images.shop.example",
    });
    expect(
      loadConfig({
        ...s3Env,
        S3_ENDPOINT: "http://minio:9000",
        S3_REGION: "eu-central-1",
        S3_FORCE_PATH_STYLE: "true",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PUBLIC_URL: "https://cdn.example.com/shop/",
      }).imageStorage,
    ).toMatchObject({
      endpoint: "http://minio:9000",
      region: "eu-central-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      publicUrl: "https://cdn.example.com/shop",
    });
  });

  it("refuses to start with a bucket but no public URL, half the credentials or a bad URL", () => {
    expect(() => loadConfig({ NODE_ENV: "test", S3_BUCKET: "shop-images" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ ...s3Env, S3_ACCESS_KEY_ID: "key" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3Env, S3_PUBLIC_URL: "images.shop.example" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ ...s3Env, S3_PUBLIC_URL: "https://cdn.example.com/?x=1" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: "ftp://minio" })).toThrow(/S3_ENDPOINT/);
  });

  it("lets the pages load images from the bucket's origin", () => {
    const auth = loadConfig({ NODE_ENV: "test" }).auth;
    const policy = pagePolicy({ auth, pixelActive: false, https: true, imageOrigins: ["https://images.shop.example"] });
    expect(policy).toContain("img-src 'self' data: https://images.shop.example;");
    expect(pagePolicy({ auth, pixelActive: false, https: true })).toContain("img-src 'self' data:;");
  });
});
