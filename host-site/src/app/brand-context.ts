import { createContext, useContext } from 'react';
import { DEFAULT_BRAND, type BrandConfig } from '../config/brand';

export const BrandContext = createContext<BrandConfig>(DEFAULT_BRAND);
export const useBrand = () => useContext(BrandContext);
