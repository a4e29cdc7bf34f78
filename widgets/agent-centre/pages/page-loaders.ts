import type { ComponentType } from 'react';
import type { AgentCentrePage } from '@sdk/rules/centres';
import type { AgentPageProps } from './page-props';

export type { AgentPageProps };

type PageModule = Promise<{ default: ComponentType<AgentPageProps> }>;

/**
 * The built pages of the agent centre, each its own chunk, loaded when it opens (DESIGN budgets:
 * each page its own lazy chunk). A page not listed here shows its heading only.
 */
export const PAGE_LOADERS: Partial<Record<AgentCentrePage, () => PageModule>> = {};
