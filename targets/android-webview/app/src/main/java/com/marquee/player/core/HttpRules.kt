package com.marquee.player.core

/** A request the page asked the shell to make natively (the `fetch` method). */
data class HttpRequest(
    val url: String,
    val method: String,
    val headers: List<Pair<String, String>>,
    /** Null for GET and HEAD, which carry no body. */
    val body: ByteArray?,
)

data class HttpResponse(
    val status: Int,
    val statusText: String,
    val headers: List<Pair<String, String>>,
    val body: ByteArray,
)

/** The device's HTTP stack (OkHttp on Android). Throws IOException when no response came. */
fun interface HttpTransport {
    fun execute(request: HttpRequest): HttpResponse
}

/**
 * What the page may ask the native HTTP stack to do. Native fetch skips CORS on purpose (the
 * player reads feeds and media from servers that send no CORS headers), but it should not be
 * more powerful than a browser's fetch() in other ways. So, like fetch() in a browser:
 * - only http and https URLs;
 * - no CONNECT, TRACE or TRACK;
 * - the Fetch standard's forbidden request headers are dropped silently, not refused, because
 *   the same player code runs on the web target, where the browser drops them the same way.
 *   They cover cookies (Cookie, Cookie2), hop-by-hop and framing headers (Connection,
 *   Keep-Alive, TE, Trailer, Transfer-Encoding, Upgrade, Content-Length, Host, Expect), Proxy-*
 *   and Sec-*, and method overrides;
 * - Set-Cookie is dropped from responses (the page never sees it in a browser either).
 * `Authorization` is allowed: the player sends its device token as a bearer token to the
 * Marquee server, and only the app's own bundle can reach the bridge (see [OriginPolicy]).
 * Header names and values that could split a request (CR, LF, NUL, non-token names) are refused.
 */
object HttpRules {
    private val FORBIDDEN_REQUEST_HEADERS = setOf(
        "accept-charset", "accept-encoding", "access-control-request-headers",
        "access-control-request-method", "connection", "content-length", "cookie", "cookie2",
        "date", "dnt", "expect", "host", "keep-alive", "origin", "referer", "set-cookie", "te",
        "trailer", "transfer-encoding", "upgrade", "via", "x-http-method", "x-http-method-override",
        "x-method-override",
    )
    private val FORBIDDEN_RESPONSE_HEADERS = setOf("set-cookie", "set-cookie2")
    private val FORBIDDEN_METHODS = setOf("CONNECT", "TRACE", "TRACK")
    private val TOKEN = Regex("[!#$%&'*+.^_`|~0-9A-Za-z-]+")

    /** Only http and https: file:, content: or javascript: URLs must not reach the device's stack. */
    fun requireHttpUrl(url: String) {
        val scheme = url.substringBefore("://", "").lowercase()
        val rest = url.substringAfter("://", "")
        if ((scheme != "http" && scheme != "https") || rest.isEmpty() || rest[0] in "/\\?#") {
            throw invalidArgument("Only http and https URLs are allowed, not ${Json.of(url.take(80)).encode()}")
        }
    }

    fun requireAllowedMethod(method: String): String {
        if (!TOKEN.matches(method)) throw invalidArgument("Not an HTTP method: ${Json.of(method.take(40)).encode()}")
        val upper = method.uppercase()
        if (upper in FORBIDDEN_METHODS) throw HostException(HostErrorCode.PERMISSION_DENIED, "fetch may not use $upper")
        return upper
    }

    /** The headers the native request may carry; refuses malformed ones, drops forbidden ones. */
    fun requestHeaders(headers: List<Pair<String, String>>): List<Pair<String, String>> = headers.filter { (name, value) ->
        if (!TOKEN.matches(name)) throw invalidArgument("Not a header name: ${Json.of(name.take(40)).encode()}")
        if (value.any { it == '\r' || it == '\n' || it == '\u0000' }) throw invalidArgument("Header $name has a line break or NUL in its value")
        val lower = name.lowercase()
        lower !in FORBIDDEN_REQUEST_HEADERS && !lower.startsWith("proxy-") && !lower.startsWith("sec-")
    }

    fun responseHeaders(headers: List<Pair<String, String>>): List<Pair<String, String>> =
        headers.filter { (name, _) -> name.lowercase() !in FORBIDDEN_RESPONSE_HEADERS }
}
