package com.marquee.player

import android.annotation.SuppressLint
import android.os.Bundle
import android.view.View
import android.view.WindowManager
import android.webkit.WebResourceRequest
import android.webkit.WebResourceResponse
import android.webkit.WebView
import android.webkit.WebViewClient
import androidx.appcompat.app.AppCompatActivity
import androidx.webkit.WebViewAssetLoader

/** A full-screen WebView with the player and the host bridge; the screen stays on. */
class MainActivity : AppCompatActivity() {
    private lateinit var webView: WebView
    private lateinit var bridge: MarqueeBridge

    @SuppressLint("SetJavaScriptEnabled")
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        webView = WebView(this)
        webView.settings.javaScriptEnabled = true
        webView.settings.domStorageEnabled = true
        webView.settings.mediaPlaybackRequiresUserGesture = false
        // Everything the page loads locally comes through WebViewAssetLoader over https, so
        // file:// and content:// stay closed (what the WebViewAssetLoader docs recommend).
        webView.settings.allowFileAccess = false
        webView.settings.allowContentAccess = false
        setContentView(webView)
        hideSystemBars()

        bridge = MarqueeBridge(this)
        // The player bundle ships in assets/player/ (npm run build -w @marquee/target-android-webview);
        // kept files are served at https://appassets.androidplatform.net/files/marquee-files/.
        val assets = WebViewAssetLoader.Builder()
            .addPathHandler("/assets/", WebViewAssetLoader.AssetsPathHandler(this))
            .addPathHandler("/files/marquee-files/", WebViewAssetLoader.InternalStoragePathHandler(this, bridge.servedFilesDir))
            .build()
        webView.webViewClient = object : WebViewClient() {
            override fun shouldInterceptRequest(view: WebView, request: WebResourceRequest): WebResourceResponse? =
                assets.shouldInterceptRequest(request.url)

            // Kiosk: the top frame stays on the player; a link or redirect elsewhere is dropped.
            // (The bridge does not rely on this: it checks every message's origin itself.)
            override fun shouldOverrideUrlLoading(view: WebView, request: WebResourceRequest): Boolean =
                request.isForMainFrame && !bridge.policy.allowsNavigation(request.url.toString())
        }
        bridge.install(webView)
        webView.loadUrl("${bridge.policy.appOrigin}/assets/player/index.html")
    }

    private fun hideSystemBars() {
        @Suppress("DEPRECATION")
        window.decorView.systemUiVisibility =
            View.SYSTEM_UI_FLAG_FULLSCREEN or View.SYSTEM_UI_FLAG_HIDE_NAVIGATION or
                View.SYSTEM_UI_FLAG_IMMERSIVE_STICKY
    }

    override fun onRequestPermissionsResult(code: Int, permissions: Array<String>, grants: IntArray) {
        super.onRequestPermissionsResult(code, permissions, grants)
        bridge.device.onPermissionResult(code, grants)
    }

    override fun onResume() {
        super.onResume()
        hideSystemBars()
        if (bridge.device.isKioskEnabled()) bridge.device.startKiosk()
    }

    override fun onDestroy() {
        bridge.shutdown()
        webView.destroy()
        super.onDestroy()
    }
}
