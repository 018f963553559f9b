package com.marquee.player

import android.annotation.SuppressLint
import android.os.Bundle
import android.view.View
import android.view.WindowManager
import android.webkit.WebView
import androidx.appcompat.app.AppCompatActivity
import android.webkit.WebResourceRequest
import android.webkit.WebResourceResponse
import android.webkit.WebViewClient
import androidx.webkit.WebViewAssetLoader
import androidx.webkit.WebViewCompat
import java.io.File
import androidx.webkit.WebViewFeature

/** A full-screen WebView with the player and the host bridge; the screen stays on. */
class MainActivity : AppCompatActivity() {
    private lateinit var webView: WebView
    private lateinit var bridge: MarqueeBridge

    @SuppressLint("SetJavaScriptEnabled", "JavascriptInterface")
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        webView = WebView(this)
        webView.settings.javaScriptEnabled = true
        webView.settings.domStorageEnabled = true
        webView.settings.mediaPlaybackRequiresUserGesture = false
        setContentView(webView)
        hideSystemBars()

        // Kept files are served to the page at https://appassets.androidplatform.net/files/marquee-files/.
        // The player bundle ships in assets/player/ (npm run build -w @marquee/target-android-webview).
        val files = WebViewAssetLoader.Builder()
            .addPathHandler("/assets/", WebViewAssetLoader.AssetsPathHandler(this))
            .addPathHandler(
                "/files/marquee-files/",
                WebViewAssetLoader.InternalStoragePathHandler(this, File(filesDir, "marquee-files")),
            )
            .build()
        webView.webViewClient = object : WebViewClient() {
            override fun shouldInterceptRequest(view: WebView, request: WebResourceRequest): WebResourceResponse? =
                files.shouldInterceptRequest(request.url)
        }
        bridge = MarqueeBridge(this, webView)
        val origin = "https://appassets.androidplatform.net"
        if (WebViewFeature.isFeatureSupported(WebViewFeature.WEB_MESSAGE_LISTENER)) {
            // Preferred: only the player's origin gets window.MarqueeHost.
            WebViewCompat.addWebMessageListener(webView, "MarqueeHost", setOf(origin)) {
                _, message, _, _, replyProxy ->
                bridge.handle(message.data ?: "") { reply -> replyProxy.postMessage(reply) }
            }
        } else {
            // Older WebViews: window.MarqueeHostLegacy.postMessage; replies through evaluateJavascript.
            webView.addJavascriptInterface(bridge.legacyInterface(), "MarqueeHostLegacy")
        }
        webView.loadUrl("$origin/assets/player/index.html")
    }

    private fun hideSystemBars() {
        @Suppress("DEPRECATION")
        window.decorView.systemUiVisibility =
            View.SYSTEM_UI_FLAG_FULLSCREEN or View.SYSTEM_UI_FLAG_HIDE_NAVIGATION or
                View.SYSTEM_UI_FLAG_IMMERSIVE_STICKY
    }

    override fun onRequestPermissionsResult(code: Int, permissions: Array<String>, grants: IntArray) {
        super.onRequestPermissionsResult(code, permissions, grants)
        bridge.onPermissionResult(code, grants)
    }

    override fun onResume() {
        super.onResume()
        hideSystemBars()
        if (bridge.kioskWanted()) bridge.startKiosk()
    }
}
