import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { ProductsSection, PRE_SALE_STATUSES, PRODUCTION_STATUSES } from '@/features/admin';
import type { PreSaleStatus, ProductionStatus } from '@/api/types';

function pick<S extends number>(raw: string | null, allowed: readonly S[]): S | '' {
  const value = Number(raw);
  return raw !== null && (allowed as readonly number[]).includes(value) ? (value as S) : '';
}

/** /admin/operation; the overview links here with `?production=1` or `?preSale=1`. */
export default function OperationPage() {
  const [params] = useSearchParams();
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <ProductsSection
        initialProduction={pick<ProductionStatus>(params.get('production'), PRODUCTION_STATUSES)}
        initialPreSale={pick<PreSaleStatus>(params.get('preSale'), PRE_SALE_STATUSES)}
      />
    </Box>
  );
}
