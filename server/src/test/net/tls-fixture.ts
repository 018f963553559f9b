// A self-signed certificate for public.example, valid from 2000 to 2126, made with openssl:
//   req -new -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -subj /CN=public.example, then
//   ca -selfsign -startdate 20000101000000Z -enddate 21260101000000Z with
//   subjectAltName=DNS:public.example and basicConstraints=critical,CA:FALSE.
// Tests trust it through the guard's `ca` option to show the certificate is checked against the
// URL's host name while the connection goes to a pinned loopback address.

export const PUBLIC_EXAMPLE_CERT = `-----BEGIN CERTIFICATE-----
MIIBbDCCAROgAwIBAgIBATAKBggqhkjOPQQDAjAZMRcwFQYDVQQDDA5wdWJsaWMu
ZXhhbXBsZTAgFw0wMDAxMDEwMDAwMDBaGA8yMTI2MDEwMTAwMDAwMFowGTEXMBUG
A1UEAwwOcHVibGljLmV4YW1wbGUwWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAASJ
053XZpCJo/b9COEJgFHlMxL0JpI9cCd7zlnPa2BM4aEdGU8iPlBatlXPPO7OQBXO
lMy3HbW5IdbtpfnJQ031o0owSDAZBgNVHREEEjAQgg5wdWJsaWMuZXhhbXBsZTAM
BgNVHRMBAf8EAjAAMB0GA1UdDgQWBBRFIzpz7yROiiIYiK9PZFqBAssxSjAKBggq
hkjOPQQDAgNHADBEAiBsNdKksuRifH9B+K7hm9Cc/K5KoaKupfBokkENcjaiggIg
WX0SXjW3nymO6wSpizQnibzOEJDcRPT5pHRbVZm2LUo=
-----END CERTIFICATE-----
`;

export const PUBLIC_EXAMPLE_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg+MmFyRAo4F4fPj5v
28cuHAahC1y+DnNq684aZxIm7s6hRANCAASJ053XZpCJo/b9COEJgFHlMxL0JpI9
cCd7zlnPa2BM4aEdGU8iPlBatlXPPO7OQBXOlMy3HbW5IdbtpfnJQ031
-----END PRIVATE KEY-----
`;
