package com.marquee.player

import android.os.Build
import android.webkit.RenderProcessGoneDetail
import android.webkit.WebResourceRequest
import android.webkit.WebResourceResponse
import android.webkit.WebView
import android.webkit.WebViewClient
import androidx.webkit.WebViewAssetLoader
import com.marquee.player.core.KeptFileServer
import com.marquee.player.core.OriginPolicy

/**
 * Serves the app origin (player bundle from the assets, kept files with byte ranges from
 * [keptFiles]), keeps the top frame on it, and reports page loads and renderer deaths.
 */
class PlayerWebViewClient(
    private val policy: OriginPolicy,
    private val assets: WebViewAssetLoader,
    private val keptFiles: KeptFileServer,
    private val onPageLoaded: (WebView) -> Unit,
    private val onRendererGone: (WebView, Boolean) -> Unit,
) : WebViewClient() {
    // Called on a WebView thread, not the main thread: only thread-safe work happens here.
    override fun shouldInterceptRequest(view: WebView?, request: WebResourceRequest?): WebResourceResponse? {
        val url = request?.url ?: return null
        if (!policy.allowsNavigation(url.toString())) return null
        val served = keptFiles.serve(url.path.orEmpty(), request.method, request.requestHeaders)
            ?: return assets.shouldInterceptRequest(url)
        // The full constructor (API 21) carries the status, reason and headers a range answer needs.
        return WebResourceResponse(served.mimeType, null, served.status, served.reason, served.headers, served.body)
    }

    // Kiosk: the top frame stays on the player; a link or redirect elsewhere is dropped.
    // (The bridge does not rely on this: it checks every message's origin itself.)
    override fun shouldOverrideUrlLoading(view: WebView?, request: WebResourceRequest?): Boolean =
        request != null && request.isForMainFrame && !policy.allowsNavigation(request.url.toString())

    override fun onPageFinished(view: WebView?, url: String?) {
        if (view != null) onPageLoaded(view)
    }

    /**
     * API 26+: the renderer crashed (didCrash) or the system killed it for memory. Returning true
     * keeps the app alive; the WebView must not be used again, so the activity replaces it.
     */
    override fun onRenderProcessGone(view: WebView?, detail: RenderProcessGoneDetail?): Boolean {
        val crashed = Build.VERSION.SDK_INT >= Build.VERSION_CODES.O && detail?.didCrash() == true
        if (view != null) onRendererGone(view, crashed)
        return true
    }
}
