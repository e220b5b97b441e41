// The staff area's pages, one lazy chunk (the area's): every admin route loads this module and takes its
// page from it. One import site keeps the entry's route table small (a lazy import per page carried its
// own preload list in the entry, and the five lists grew the first paint of every visitor, staff or not),
// and staff moving between the admin bar's pages load nothing more.
export { Component as AdminAccountsPage } from './AdminAccountsPage';
export { Component as AdminAccountDetailsPage } from './AdminAccountDetailsPage';
export { Component as AdminOrdersPage } from './AdminOrdersPage';
export { Component as AdminBillingRequestsPage } from './AdminBillingRequestsPage';
export { Component as AdminShipmentsPage } from './AdminShipmentsPage';
