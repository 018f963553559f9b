package com.marquee.player.core

/** Where a bridge message came from, as the WebView reports it. */
data class MessageSource(
    /** The sending frame's origin ("https://host[:port]"); null or "null" for opaque origins. */
    val origin: String?,
    val isMainFrame: Boolean,
)

/**
 * Who may talk to the native side, and where the WebView may go. The bridge reaches files,
 * kiosk and reboot, so only the player itself may use it: the bundle the app serves from its own
 * assets at [appOrigin], in the top frame. Content the player shows (web pages in iframes, or a
 * page a link navigated to) gets nothing. Comparisons parse the URL instead of matching prefixes,
 * so "https://appassets.androidplatform.net.evil.com" or "https://appassets.androidplatform.net@evil.com"
 * do not pass.
 */
class OriginPolicy(val appOrigin: String = APP_ORIGIN) {
    private val app = parseOrigin(appOrigin) ?: throw IllegalArgumentException("Not an https origin: $appOrigin")

    /** Null when the message may be handled, else why not (sent to the page as PERMISSION_DENIED). */
    fun refusal(source: MessageSource): String? = when {
        !source.isMainFrame -> "The Marquee bridge only answers the top frame"
        source.origin == null || parseOrigin(source.origin.removeSuffix("/")) != app ->
            "The Marquee bridge does not answer origin ${source.origin}"
        else -> null
    }

    fun allowsMessage(source: MessageSource): Boolean = refusal(source) == null

    /** Whether the WebView's top frame may load [url]; everything else is blocked (kiosk shell). */
    fun allowsNavigation(url: String): Boolean {
        val authority = authorityOf(url) ?: return false
        return parseOrigin("https://$authority") == app
    }

    /** Scheme, host and effective port of an https origin, or null for anything else. */
    private data class Origin(val host: String, val port: Int)

    private fun parseOrigin(origin: String): Origin? {
        if (!origin.startsWith("https://", ignoreCase = true)) return null
        val authority = origin.substring("https://".length)
        // An origin is exactly scheme://host[:port]: no path, user info, query or fragment.
        if (authority.isEmpty() || authority.any { it in "/\\?#@" || it <= ' ' || it.code >= 0x7f }) return null
        val colon = authority.lastIndexOf(':')
        val host = if (colon >= 0) authority.substring(0, colon) else authority
        val port = if (colon >= 0) authority.substring(colon + 1).toIntOrNull() ?: return null else 443
        if (host.isEmpty() || port !in 1..65535) return null
        return Origin(host.lowercase(), port)
    }

    /**
     * The authority of an https URL: what follows "https://" up to the first '/', '?', '#' or
     * '\' (browsers read '\' as '/' in http(s) URLs). Null when the URL has user info or
     * characters a browser would strip or reinterpret: better to block than to guess.
     */
    private fun authorityOf(url: String): String? {
        if (!url.startsWith("https://", ignoreCase = true)) return null
        if (url.any { it <= ' ' || it.code == 0x7f }) return null
        val rest = url.substring("https://".length)
        val end = rest.indexOfFirst { it in "/?#\\" }.let { if (it < 0) rest.length else it }
        val authority = rest.substring(0, end)
        return authority.takeIf { it.isNotEmpty() && '@' !in it && '%' !in it }
    }

    companion object {
        /** Where WebViewAssetLoader serves the app's assets; an https origin no web server can claim. */
        const val APP_ORIGIN = "https://appassets.androidplatform.net"
    }
}
