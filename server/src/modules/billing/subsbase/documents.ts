// The GraphQL operations the adapter sends to Subsbase, with what is and is not confirmed by
// its public documentation. The fake provider (../fake) answers exactly these operation names.

/** Confirmed: `createCustomer(siteId, customer) { isSuccess message value { customerId ... } }`. */
// unconfirmed: the CustomerGQLInputType fields (firstName, lastName, emailAddress seen in the
//   docs; `externalId` carrying our account id is assumed).
export const CREATE_CUSTOMER = `mutation CreateCustomer($siteId: String!, $customer: CustomerGQLInputType!) {
  createCustomer(siteId: $siteId, customer: $customer) { isSuccess message value { customerId } }
}`;

/** Confirmed: `invoices(siteId, filter, pagination, sorting) { isSuccess message data {...} }`. */
// unconfirmed: the invoice fields other than id, number and total (status, currency, billedOn,
//   dueOn), and filtering by customerId with the "Equals" operator.
export const GET_INVOICES = `query GetInvoices($siteId: String!, $filter: FilterGQLInputType, $pagination: PaginationGQLInputType, $sorting: [SortingGQLInputType]) {
  invoices(siteId: $siteId, filter: $filter, pagination: $pagination, sorting: $sorting) {
    isSuccess message data { id number total currency status billedOn dueOn }
  }
}`;

// unconfirmed: a `subscriptions` list query shaped like customers and invoices, and its fields
//   (id, planCode, quantity, status, nextBillingDate).
export const GET_SUBSCRIPTIONS = `query GetSubscriptions($siteId: String!, $filter: FilterGQLInputType, $pagination: PaginationGQLInputType) {
  subscriptions(siteId: $siteId, filter: $filter, pagination: $pagination) {
    isSuccess message data { id planCode quantity status nextBillingDate }
  }
}`;

// unconfirmed: the customer token operation's name and arguments. The docs say a customer
//   token is obtained with the server token and returned in `value`; the name is assumed.
export const GET_CUSTOMER_TOKEN = `query GetCustomerToken($siteId: String!, $customerId: String!) {
  getCustomerToken(siteId: $siteId, customerId: $customerId) { isSuccess value message }
}`;
