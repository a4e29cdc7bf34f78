/** Why a file at repository path `from` may not import `to`, or undefined when it may. */
export function layerViolation(from: string, to: string): string | undefined;
export const layersPlugin: { rules: Record<string, unknown> };
