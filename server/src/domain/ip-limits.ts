// Per-IP limits on sending and checking codes (DESIGN.md). One process-wide setting, taken from the configuration
// at start: a gym whose members all sign in from one NAT address may need more than the defaults.
export const ipLimits = { sendsPerHour: 20, checksPerHour: 60 };

export function configureIpLimits(limits: { sendsPerHour: number; checksPerHour: number }): void {
  ipLimits.sendsPerHour = limits.sendsPerHour;
  ipLimits.checksPerHour = limits.checksPerHour;
}
