package com.marquee.player

import android.app.Activity
import android.content.Context
import android.os.Handler
import android.os.Looper
import android.util.Log
import android.webkit.WebView
import androidx.webkit.WebViewCompat
import androidx.webkit.WebViewFeature
import com.marquee.player.core.BridgeEndpoint
import com.marquee.player.core.FileStore
import com.marquee.player.core.KeptFileServer
import com.marquee.player.core.MessageSource
import com.marquee.player.core.MethodRouter
import com.marquee.player.core.OriginPolicy
import okhttp3.OkHttpClient
import java.io.File
import java.util.concurrent.Executors

/**
 * Glue between the WebView and the bridge core (com.marquee.player.core, tested on the JVM in
 * `npm test`): it wires the Android implementations into a [BridgeEndpoint] and injects
 * `window.MarqueeHost` with addWebMessageListener. Everything the protocol decides (origin,
 * parsing, methods, files) happens in the core; this file only moves strings between threads.
 *
 * There is no addJavascriptInterface fallback any more: an injected Java object is visible to
 * every frame of every origin, and the only origin check available to it (the WebView's current
 * URL) cannot tell the player's top frame from a foreign iframe inside it. A WebView without
 * WEB_MESSAGE_LISTENER gets no bridge, and the player page reports that it found none (src/main.tsx):
 * such a box needs an Android System WebView update.
 */
class MarqueeBridge(activity: Activity, onHeartbeat: () -> Unit) {
    val policy = OriginPolicy()

    private val servedFilesDir = File(activity.filesDir, "marquee-files")

    private val prefs = activity.getSharedPreferences("marquee", Context.MODE_PRIVATE)
    private val main = Handler(Looper.getMainLooper())

    // Downloads and permission prompts block; four workers keep one slow call from stalling the rest.
    private val pool = Executors.newFixedThreadPool(4)
    val device = AndroidDevice(activity, prefs, main)
    private val endpoint: BridgeEndpoint

    /** Kept files for the page at ${OriginPolicy.APP_ORIGIN}/files/marquee-files/ (PlayerWebViewClient). */
    val keptFiles: KeptFileServer

    init {
        val http = OkHttpTransport(OkHttpClient())
        val files = FileStore(servedFilesDir, File(activity.filesDir, "marquee-files-work"), http)
        keptFiles = KeptFileServer(files)
        // The page's heartbeat arrives on a worker; the watchdog lives on the main looper.
        val router = MethodRouter(device, files, SharedPreferencesStore(prefs), http) { main.post { onHeartbeat() } }
        endpoint = BridgeEndpoint(policy, router)
    }

    /**
     * Injects `window.MarqueeHost` for the app origin only; false when this WebView cannot. Called
     * for every new WebView (a renderer crash replaces it); the workers and stores are shared.
     */
    fun install(webView: WebView): Boolean {
        if (!WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
            Log.w(TAG, "WebView lacks WEB_MESSAGE_LISTENER: no host bridge; update Android System WebView")
            return false
        }
        // The allowed-origin rule keeps the object out of other origins' frames; the endpoint
        // checks origin and main frame again, so a mistake in either place is not enough.
        WebViewCompat.addWebMessageListener(webView, "MarqueeHost", setOf(policy.appOrigin)) {
                _, message, sourceOrigin, isMainFrame, replyProxy ->
            val source = MessageSource(sourceOrigin.toString(), isMainFrame)
            val text = message.data ?: ""
            pool.execute {
                // Replies go back on the main thread, in order: progress first, the response last.
                endpoint.handle(text, source) { reply -> main.post { replyProxy.postMessage(reply) } }
            }
        }
        return true
    }

    fun shutdown() {
        pool.shutdownNow()
    }

    private companion object {
        const val TAG = "MarqueeBridge"
    }
}
