import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { MiddlewareHandler } from "hono";
import { nodeBindings } from "../context";
import { fail } from "../envelope";
import type { FaultStore } from "../faults";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorStatus(status: number | undefined): ContentfulStatusCode {
  return status !== undefined && Number.isInteger(status) && status >= 400 && status <= 599 ? (status as ContentfulStatusCode) : 500;
}

/** Makes a /wps path misbehave as the dev route asked (see faults.ts). */
export function faultInjection(faults: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    const fault = faults.take(c.req.path);
    if (!fault) return next();
    switch (fault.kind) {
      case "delay":
        await sleep(Math.max(0, fault.ms ?? 0));
        return next();
      case "status":
        return fail(c, errorStatus(fault.status), fault.errorCode ?? "system busy", fault.message ?? "system busy");
      case "fail":
        return c.json({ success: false, message: fault.message ?? "system busy" }, 200);
      case "malformed":
        if (fault.body !== undefined) return c.json(fault.body as object, 200);
        return c.body('{"success":true,"value":{"broken', 200, { "Content-Type": "application/json; charset=UTF-8" });
      case "drop": {
        c.set("dropped", true);
        const node = nodeBindings(c);
        if (node) {
          node.incoming.socket.destroy();
          return c.body(null, 500);
        }
        // No socket under app.request: the nearest thing is an answer with no body.
        return c.body(null, 500);
      }
    }
  };
}
