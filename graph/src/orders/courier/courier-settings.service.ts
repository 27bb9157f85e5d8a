import { checkFields, courierSettingsRules } from "@shop/common";
import type { DataSource, Repository } from "typeorm";
import type { Actor, AuditService } from "../../audit/audit.service.js";
import { type CourierConfig, STEADFAST_DEFAULT_BASE_URL } from "../../config.js";
import { AppError, ErrorCode, badInput } from "../../shared/errors.js";
import { CourierCredentials } from "./courier-credentials.entity.js";
import { CourierError, type CourierProvider } from "./courier-provider.js";
import { seal, unseal } from "./secret-box.js";
import { STEADFAST_LABEL, SteadfastCourier } from "./steadfast.js";

const COURIER = "steadfast";

/** Which keys the shop uses: the admin's saved ones win over the environment's (decision 063). */
export type CourierKeysSource = "ADMIN" | "ENVIRONMENT";

export interface CourierKeys {
  apiKey: string;
  secretKey: string;
  baseUrl: string;
}

/** What the admin sees of the courier's keys: never a key, only that one is set and its last 4 characters. */
export interface CourierSettingsState {
  courier: string;
  label: string;
  /** The keys dispatch uses now; null: none (courier features answer "not configured"). */
  source: CourierKeysSource | null;
  saved: { apiKeyLast4: string; secretKeyLast4: string; baseUrl: string | null; updatedAt: Date; updatedBy: string | null } | null;
  /** Saved keys that SECRETS_KEY no longer opens (it changed): they must be saved again. */
  savedUnreadable: boolean;
  /** STEADFAST_API_KEY and STEADFAST_SECRET_KEY are set on the server. */
  environmentKeys: boolean;
  environmentApiKeyLast4: string | null;
  /** False without SECRETS_KEY in production: nothing can be sealed. */
  canSave: boolean;
  baseUrlEditable: boolean;
}

export interface CourierSettingsInput {
  /** Blank or missing: keep the saved one. */
  apiKey?: string | null;
  secretKey?: string | null;
  baseUrl?: string | null;
}

export interface ConnectionTest {
  ok: boolean;
  /** The merchant balance in major units, when the courier answered. */
  balance: number | null;
  message: string;
  source: CourierKeysSource | null;
}

const last4 = (key: string) => key.slice(-4);

/**
 * Why the shop must not start with this database, or null: courier keys were saved in the admin
 * but there is no SECRETS_KEY to open them (production without it). Started anyway, dispatch would
 * quietly fall back to the environment's keys, perhaps another merchant's, or stop (decision 072).
 */
export async function savedCourierKeysProblem(dataSource: DataSource, secretsKey: Buffer | null): Promise<string | null> {
  if (secretsKey) return null;
  const saved = await dataSource.getRepository(CourierCredentials).exists();
  return saved
    ? "Refusing to start: courier keys are saved in the admin but SECRETS_KEY is not set, so they cannot be read. Set the SECRETS_KEY they were saved with (docs/deployment.md, \"Courier\")."
    : null;
}

/**
 * The courier's keys (issue 35, decision 063): saved by the admin sealed at rest, or from the
 * server's environment. The provider is built from them at each use, so a change needs no restart
 * and reaches every replica (each reads the one row).
 */
export class CourierSettingsService {
  private readonly rows: Repository<CourierCredentials>;

  constructor(
    dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly config: Pick<CourierConfig, "steadfast" | "timeoutMs" | "secretsKey" | "baseUrlEditable">,
  ) {
    this.rows = dataSource.getRepository(CourierCredentials);
  }

  async state(): Promise<CourierSettingsState> {
    const row = await this.rows.findOneBy({ courier: COURIER });
    const savedKeys = row ? this.open(row) : null;
    const environment = this.config.steadfast;
    return {
      courier: COURIER,
      label: STEADFAST_LABEL,
      source: savedKeys ? "ADMIN" : environment ? "ENVIRONMENT" : null,
      saved: row
        ? { apiKeyLast4: row.apiKeyLast4, secretKeyLast4: row.secretKeyLast4, baseUrl: row.baseUrl, updatedAt: row.updatedAt, updatedBy: row.updatedBy }
        : null,
      savedUnreadable: Boolean(row && !savedKeys),
      environmentKeys: Boolean(environment),
      environmentApiKeyLast4: environment ? last4(environment.apiKey) : null,
      canSave: Boolean(this.config.secretsKey),
      baseUrlEditable: this.config.baseUrlEditable,
    };
  }

  /** The keys in use now: the saved ones (when they open), else the environment's, else null. */
  async keys(): Promise<(CourierKeys & { source: CourierKeysSource }) | null> {
    const row = await this.rows.findOneBy({ courier: COURIER });
    const saved = row ? this.open(row) : null;
    if (saved) return { ...saved, source: "ADMIN" };
    return this.config.steadfast ? { ...this.config.steadfast, source: "ENVIRONMENT" } : null;
  }

  /** The courier built from the keys in use now; null when there are none. */
  async provider(): Promise<CourierProvider | null> {
    const keys = await this.keys();
    return keys ? this.providerFor(keys) : null;
  }

  /**
   * Save the keys sealed. A blank key keeps the saved one (the first save needs both); the base
   * URL is taken outside production only. Audited without the keys: which changed, and their last 4.
   */
  async save(input: CourierSettingsInput, actor: Actor): Promise<CourierSettingsState> {
    const secretsKey = this.config.secretsKey;
    if (!secretsKey) {
      throw new AppError(ErrorCode.CONFLICT, "Keys cannot be saved here: SECRETS_KEY is not set on the server (docs/deployment.md, \"Courier\").", {
        reason: "SECRETS_KEY_MISSING",
      });
    }
    const apiKey = input.apiKey?.trim() || null;
    const secretKey = input.secretKey?.trim() || null;
    const baseUrl = input.baseUrl?.trim().replace(/\/+$/u, "") || null;
    const problems = checkFields(courierSettingsRules, { apiKey, secretKey, baseUrl });
    const [field, problem] = Object.entries(problems)[0] ?? [];
    if (field && problem) throw badInput(problem, { field });
    if (baseUrl && !this.config.baseUrlEditable) throw badInput("The courier's address cannot be changed in production.", { field: "baseUrl" });

    const row = await this.rows.findOneBy({ courier: COURIER });
    const before = row ? this.open(row) : null;
    const next = { apiKey: apiKey ?? before?.apiKey, secretKey: secretKey ?? before?.secretKey };
    if (!next.apiKey) throw badInput("Enter the API key.", { field: "apiKey" });
    if (!next.secretKey) throw badInput("Enter the secret key.", { field: "secretKey" });

    const sealedKeys = seal(JSON.stringify({ apiKey: next.apiKey, secretKey: next.secretKey }), secretsKey, COURIER);
    await this.rows.manager.transaction(async (em) => {
      await em.upsert(
        CourierCredentials,
        { courier: COURIER, sealedKeys, apiKeyLast4: last4(next.apiKey!), secretKeyLast4: last4(next.secretKey!), baseUrl, updatedBy: actor.email ?? actor.app?.name ?? null },
        ["courier"],
      );
      await this.audit.record(
        actor,
        "courier.saveKeys",
        {
          entityType: "courier",
          ids: [COURIER],
          before: row ? { apiKeyLast4: row.apiKeyLast4, secretKeyLast4: row.secretKeyLast4, baseUrl: row.baseUrl } : null,
          after: { apiKeyLast4: last4(next.apiKey!), secretKeyLast4: last4(next.secretKey!), baseUrl, apiKeyChanged: Boolean(apiKey), secretKeyChanged: Boolean(secretKey) },
        },
        em,
      );
    });
    return this.state();
  }

  /** Forget the saved keys: the environment's (if any) are used again. */
  async clear(actor: Actor): Promise<CourierSettingsState> {
    await this.rows.manager.transaction(async (em) => {
      const row = await em.findOneBy(CourierCredentials, { courier: COURIER });
      if (!row) return;
      await em.delete(CourierCredentials, { courier: COURIER });
      await this.audit.record(
        actor,
        "courier.clearKeys",
        { entityType: "courier", ids: [COURIER], before: { apiKeyLast4: row.apiKeyLast4, secretKeyLast4: row.secretKeyLast4, baseUrl: row.baseUrl } },
        em,
      );
    });
    return this.state();
  }

  /** Ask the courier for the merchant balance with the keys in use, and say plainly what happened. */
  async testConnection(): Promise<ConnectionTest> {
    const keys = await this.keys();
    if (!keys) return { ok: false, balance: null, source: null, message: "No keys are set: save the API key and secret key first." };
    try {
      const balance = await this.providerFor(keys).balance();
      return { ok: true, balance, source: keys.source, message: `Connected to ${STEADFAST_LABEL}: it accepted the keys and reported the merchant balance.` };
    } catch (error) {
      if (!(error instanceof CourierError)) throw error;
      return { ok: false, balance: null, source: keys.source, message: error.message };
    }
  }

  private providerFor(keys: CourierKeys): CourierProvider {
    return new SteadfastCourier({ apiKey: keys.apiKey, secretKey: keys.secretKey, baseUrl: keys.baseUrl, timeoutMs: this.config.timeoutMs });
  }

  /** The saved keys, or null when SECRETS_KEY does not open them. */
  private open(row: CourierCredentials): CourierKeys | null {
    if (!this.config.secretsKey) return null;
    const plain = unseal(row.sealedKeys, this.config.secretsKey, COURIER);
    if (!plain) return null;
    const keys = JSON.parse(plain) as { apiKey: string; secretKey: string };
    return { apiKey: keys.apiKey, secretKey: keys.secretKey, baseUrl: row.baseUrl ?? STEADFAST_DEFAULT_BASE_URL };
  }
}
