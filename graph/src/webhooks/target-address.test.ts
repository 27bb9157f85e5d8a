import { describe, expect, it } from "vitest";
import { isPrivateAddress, resolveTarget, TargetRefused, webhookUrlProblem } from "./target-address.js";

describe("webhook target addresses", () => {
  it("count loopback, private, link-local, unspecified, CGNAT, multicast and reserved addresses as private, in every spelling", () => {
    for (const address of [
      "127.0.0.1",
      "127.255.0.9",
      "10.0.0.1",
      "172.16.5.4",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "100.127.255.254",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "[::1]",
      "::",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "fe80::1%eth0",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.1.2.3",
      "::ffff:169.254.169.254",
      "0:0:0:0:0:ffff:7f00:0001",
      "64:ff9b::a9fe:a9fe",
      "not-an-address",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it("let public addresses through", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "172.32.0.1", "100.128.0.1", "169.255.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it("refuse private targets, by literal or by a name that resolves to one, only when the policy says so", async () => {
    for (const url of ["http://127.0.0.1:8080/hook", "http://10.0.0.8/", "http://169.254.169.254/latest/meta-data", "http://[::1]:3000/", "http://localhost:9/"]) {
      await expect(resolveTarget(new URL(url), { refusePrivate: true }), url).rejects.toBeInstanceOf(TargetRefused);
    }
    expect(await resolveTarget(new URL("http://127.0.0.1:8080/"), { refusePrivate: false })).toEqual({ address: "127.0.0.1", family: 4 });
    expect(await resolveTarget(new URL("http://[::1]:8080/"), { refusePrivate: false })).toEqual({ address: "::1", family: 6 });
    expect((await resolveTarget(new URL("http://localhost/"), { refusePrivate: false })).address).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it("accept only absolute http(s) URLs without credentials", () => {
    expect(webhookUrlProblem("https://example.com/hooks")).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:4000/")).toBeNull();
    expect(webhookUrlProblem("ftp://example.com/")).toMatch(/http/);
    expect(webhookUrlProblem("file:///etc/passwd")).toMatch(/http/);
    expect(webhookUrlProblem("/relative")).toMatch(/absolute/);
    expect(webhookUrlProblem("https://user:pass@example.com/")).toMatch(/password/);
    expect(webhookUrlProblem(`https://example.com/${"a".repeat(2000)}`)).toMatch(/2000/);
  });
});
