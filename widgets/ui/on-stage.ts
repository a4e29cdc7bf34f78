import { createContext, useContext } from 'react';

/**
 * False under a widget's content while a game plays in its place: the content stays mounted (the
 * player comes back to their page, search and chip), hidden, and what it polls waits meanwhile.
 */
export const OnStage = createContext(true);

export const useOnStage = () => useContext(OnStage);
