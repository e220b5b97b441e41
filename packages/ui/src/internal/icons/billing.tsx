import { CreditCard } from 'lucide-react';
import { icon } from './icon';

export const BillingIcon = /* @__PURE__ */ icon(CreditCard, 'BillingIcon');
