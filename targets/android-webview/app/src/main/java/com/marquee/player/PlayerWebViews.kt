package com.marquee.player

import android.annotation.SuppressLint
import android.content.Context
import android.webkit.WebView

/** Builds the player's WebView: JavaScript and storage on, autoplay allowed, file:// and content:// closed. */
object PlayerWebViews {
    @SuppressLint("SetJavaScriptEnabled")
    fun create(context: Context, client: PlayerWebViewClient): WebView {
        val view = WebView(context)
        view.settings.javaScriptEnabled = true
        view.settings.domStorageEnabled = true
        view.settings.mediaPlaybackRequiresUserGesture = false
        // Everything the page loads locally comes through shouldInterceptRequest over https, so
        // file:// and content:// stay closed (what the WebViewAssetLoader docs recommend).
        view.settings.allowFileAccess = false
        view.settings.allowContentAccess = false
        view.webViewClient = client
        return view
    }
}
