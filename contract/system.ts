import * as z from "zod/mini";

/** A whitelabel flag node; the platform sends them as a tree. */
export type WhitelabelNode = { modId: string; enabled: "1" | "0"; childrenNodes?: WhitelabelNode[] };
export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.object({
  modId: z.string(),
  enabled: z.enum(["1", "0"]),
  get childrenNodes() {
    return z.optional(z.array(whitelabelNodeSchema));
  },
});
export const whitelabelTreeSchema = z.array(whitelabelNodeSchema);

export type Flags = Record<string, boolean>;

/** Flattens the whitelabel tree to `{ [modId]: enabled === "1" }`. */
export function flattenWhitelabel(nodes: readonly WhitelabelNode[], into: Flags = {}): Flags {
  for (const node of nodes) {
    into[node.modId] = node.enabled === "1";
    if (node.childrenNodes) flattenWhitelabel(node.childrenNodes, into);
  }
  return into;
}

export const customerServiceLinkSchema = z.object({
  type: z.string(),
  name: z.string(),
  url: z.string(),
});
export type CustomerServiceLink = z.infer<typeof customerServiceLinkSchema>;

export const locationSchema = z.object({ ip: z.string(), country: z.string() });
export type Location = z.infer<typeof locationSchema>;

/** `GET /wps/system/status`: status 0 running, 1 maintenance, 2 region restriction. */
export const systemStatusSchema = z.object({
  status: z.number(),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  maintenanceEnd: z.nullable(z.string()),
  location: locationSchema,
  info: z.object({
    customerService: z.array(customerServiceLinkSchema),
    domainRoute: z.array(z.string()),
    resources: z.array(z.string()),
    whitelabel: whitelabelTreeSchema,
    mainDomain: z.string(),
    analytics: z.nullable(z.string()),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    infoText: z.optional(z.nullable(z.string())),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** `GET /wps/system/domainRoute?host=`: which merchant a host belongs to. */
export const domainRouteSchema = z.object({
  merchantCode: z.string(),
  mainDomain: z.string(),
  domains: z.array(z.string()),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** Per-field registration settings, `GET /wps/system/setting/register`. */
export const fieldSettingSchema = z.object({
  enabled: z.optional(z.boolean()),
  required: z.optional(z.boolean()),
  minLength: z.number(),
  maxLength: z.number(),
  patternId: z.number(),
  acceptedPattern: z.string(),
});
export type FieldSetting = z.infer<typeof fieldSettingSchema>;
export const registerSettingsSchema = z.record(z.string(), fieldSettingSchema);
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** `acceptedPattern` is a regular expression, or `*` for anything. */
export function acceptsValue(setting: Pick<FieldSetting, "acceptedPattern">, value: string): boolean {
  if (setting.acceptedPattern === "*") return true;
  try {
    return new RegExp(setting.acceptedPattern).test(value);
  } catch {
    return false;
  }
}
