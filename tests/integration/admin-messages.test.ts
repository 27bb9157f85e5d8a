import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { ContactMessage, ContactMessageStatus } from "../../graph/src/content/contact-message.entity.js";
import { type AdminShop, codeOf, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import type { TestShop } from "../support/shop.js";

const INBOX = `query($status: ContactMessageStatus, $search: String, $skip: Int, $take: Int) {
  contactMessages(status: $status, search: $search, skip: $skip, take: $take) {
    totalItems
    items { id name email phone subject message status createdAt }
  }
}`;
const ONE = `query($id: ID!) { contactMessage(id: $id) { id subject message status } }`;
const COUNT = `{ newContactMessageCount }`;
const SET_STATUS = `mutation($id: ID!, $status: ContactMessageStatus!) { setContactMessageStatus(id: $id, status: $status) { id status } }`;
const DELETE = `mutation($id: ID!) { deleteContactMessage(id: $id) }`;

interface Message {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}
type Inbox = { contactMessages: { totalItems: number; items: Message[] } };

describe.skipIf(skipDatabaseTests)(`the admin's contact inbox API (${testDatabaseKind})`, () => {
  let adminShop: AdminShop;
  let shop: TestShop;
  let admin: AdminShop["admin"];
  let shopper: AdminShop["shopper"];
  let as: AdminShop["as"];
  let ok: AdminShop["ok"];
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    adminShop = await startAdminShop();
    ({ shop, admin, shopper, as, ok } = adminShop);
    // Written straight to the table, oldest first, so their order is known and no rate limit applies.
    const repo = shop.database.dataSource.getRepository(ContactMessage);
    const rows = [
      { key: "delivery", name: "Rahima Khatun", email: "rahima@example.com", subject: "Delivery to Sylhet", message: "Do you deliver to Sylhet district?" },
      { key: "refund", name: "Karim Ahmed", email: "karim@example.com", subject: "Refund request", message: "My order arrived damaged, please help." },
      { key: "size", name: "Nusrat Jahan", email: "nusrat@example.com", subject: "Size chart", message: "Is the 50% cotton shirt true to size?" },
      { key: "wholesale", name: "Tanvir Hasan", email: "tanvir@shop.example", subject: "Wholesale", message: "Can I buy 200 pieces at a discount?" },
    ];
    for (const [index, row] of rows.entries()) {
      const saved = await repo.save(
        repo.create({ ...row, phone: null, createdAt: new Date(Date.UTC(2026, 0, 1 + index)) } as Partial<ContactMessage>),
      );
      ids[row.key] = saved.id;
    }
  }, 120_000);
  afterAll(() => adminShop?.close());

  const subjects = (inbox: Inbox) => inbox.contactMessages.items.map((m) => m.subject);

  it("answers UNAUTHENTICATED without a token and FORBIDDEN to a customer for every inbox operation", async () => {
    const operations: [string, Record<string, unknown>?][] = [
      [INBOX],
      [ONE, { id: ids.refund }],
      [COUNT],
      [SET_STATUS, { id: ids.refund, status: "RESOLVED" }],
      [DELETE, { id: ids.refund }],
    ];
    for (const [query, variables] of operations) {
      expect(codeOf(await as(null, query, variables)), query).toBe("UNAUTHENTICATED");
      expect(codeOf(await as(shopper.idToken, query, variables)), query).toBe("FORBIDDEN");
    }
    expect((await shop.database.dataSource.getRepository(ContactMessage).findOneByOrFail({ id: ids.refund })).status).toBe("NEW");
  });

  it("lists the newest first and counts the new ones", async () => {
    const inbox = await ok<Inbox>(INBOX);
    expect(inbox.contactMessages.totalItems).toBe(4);
    expect(subjects(inbox)).toEqual(["Wholesale", "Size chart", "Refund request", "Delivery to Sylhet"]);
    expect((await ok<{ newContactMessageCount: number }>(COUNT)).newContactMessageCount).toBe(4);
  });

  it("searches the name, email, subject and message, with LIKE's wildcards as text", async () => {
    const search = async (text: string) => subjects(await ok<Inbox>(INBOX, { search: text }));
    expect(await search("rahima")).toEqual(["Delivery to Sylhet"]);
    expect(await search("SHOP.EXAMPLE")).toEqual(["Wholesale"]);
    expect(await search("refund")).toEqual(["Refund request"]);
    expect(await search("damaged")).toEqual(["Refund request"]);
    expect(await search("50%")).toEqual(["Size chart"]);
    expect(await search("%")).toEqual(["Size chart"]);
    expect(codeOf(await as(admin.idToken, INBOX, { search: "x".repeat(101) }))).toBe("BAD_USER_INPUT");
  });

  it("pages without overlap and refuses a page over 100", async () => {
    const first = await ok<Inbox>(INBOX, { take: 3 });
    const second = await ok<Inbox>(INBOX, { skip: 3, take: 3 });
    expect(first.contactMessages.totalItems).toBe(4);
    expect([...subjects(first), ...subjects(second)]).toEqual(["Wholesale", "Size chart", "Refund request", "Delivery to Sylhet"]);
    expect(codeOf(await as(admin.idToken, INBOX, { take: 101 }))).toBe("BAD_USER_INPUT");
  });

  it("reads one message in full; null for an unknown id", async () => {
    const { contactMessage } = await ok<{ contactMessage: Message }>(ONE, { id: ids.refund });
    expect(contactMessage).toMatchObject({ subject: "Refund request", message: "My order arrived damaged, please help.", status: "NEW" });
    expect((await ok<{ contactMessage: null }>(ONE, { id: "00000000-0000-4000-8000-000000000000" })).contactMessage).toBeNull();
    expect((await ok<{ contactMessage: null }>(ONE, { id: "not-a-uuid" })).contactMessage).toBeNull();
  });

  it("marks a message resolved and new again, filters by status, lists new ones first, and audits each change", async () => {
    const resolved = await ok<{ setContactMessageStatus: Message }>(SET_STATUS, { id: ids.wholesale, status: "RESOLVED" });
    expect(resolved.setContactMessageStatus.status).toBe("RESOLVED");
    expect((await ok<{ newContactMessageCount: number }>(COUNT)).newContactMessageCount).toBe(3);
    expect(subjects(await ok<Inbox>(INBOX, { status: "RESOLVED" }))).toEqual(["Wholesale"]);
    expect(subjects(await ok<Inbox>(INBOX, { status: "NEW" }))).toEqual(["Size chart", "Refund request", "Delivery to Sylhet"]);
    // Every message: the new ones first, each group newest first.
    expect(subjects(await ok<Inbox>(INBOX))).toEqual(["Size chart", "Refund request", "Delivery to Sylhet", "Wholesale"]);

    await ok(SET_STATUS, { id: ids.wholesale, status: "NEW" });
    expect((await ok<{ newContactMessageCount: number }>(COUNT)).newContactMessageCount).toBe(4);

    const entries = await shop.database.dataSource
      .getRepository(AuditEntry)
      .find({ where: { action: "contactMessage.setStatus" }, order: { at: "ASC" } });
    expect(entries.map((entry) => [entry.entityIds, entry.before, entry.after, entry.actorUid])).toEqual([
      [[ids.wholesale], { status: "NEW" }, { status: "RESOLVED" }, admin.uid],
      [[ids.wholesale], { status: "RESOLVED" }, { status: "NEW" }, admin.uid],
    ]);
  });

  it("answers NOT_FOUND for a status change or delete of an unknown message", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(codeOf(await as(admin.idToken, SET_STATUS, { id: unknown, status: "RESOLVED" }))).toBe("NOT_FOUND");
    expect(codeOf(await as(admin.idToken, DELETE, { id: "not-a-uuid" }))).toBe("NOT_FOUND");
    expect(codeOf(await as(admin.idToken, SET_STATUS, { id: ids.size, status: "READ" }))).toBe("BAD_USER_INPUT");
  });

  it("deletes a message for good, auditing who deleted which id but not its text", async () => {
    expect((await ok<{ deleteContactMessage: string }>(DELETE, { id: ids.delivery })).deleteContactMessage).toBe(ids.delivery);
    expect(await shop.database.dataSource.getRepository(ContactMessage).countBy({ id: ids.delivery })).toBe(0);
    expect((await ok<Inbox>(INBOX)).contactMessages.totalItems).toBe(3);
    expect(codeOf(await as(admin.idToken, DELETE, { id: ids.delivery }))).toBe("NOT_FOUND");

    const entry = await shop.database.dataSource.getRepository(AuditEntry).findOneByOrFail({ action: "contactMessage.delete" });
    expect(entry).toMatchObject({ entityType: "contactMessage", entityIds: [ids.delivery], actorUid: admin.uid });
    expect(JSON.stringify(entry)).not.toContain("Sylhet");
  });

  it("shows a message sent through the contact form as NEW", async () => {
    const sent = await shop.graphql<{ createContactMessage: { id: string } }>(
      `mutation($input: ContactMessageInput!) { createContactMessage(input: $input) { id } }`,
      { input: { name: "Guest Person", email: "Guest@Example.com", subject: "Hello there", message: "A message from the contact form." } },
    );
    expect(sent.body.errors).toBeUndefined();
    const inbox = await ok<Inbox>(INBOX, { status: ContactMessageStatus.NEW });
    expect(inbox.contactMessages.items[0]).toMatchObject({ subject: "Hello there", email: "guest@example.com", status: "NEW" });
  });
});
