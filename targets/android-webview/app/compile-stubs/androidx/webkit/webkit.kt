// Compile-only stubs: androidx.webkit 1.11 as the glue uses it (jspecify-annotated: exact nullability).
// https://developer.android.com/reference/kotlin/androidx/webkit/WebViewCompat
// https://developer.android.com/reference/kotlin/androidx/webkit/WebViewCompat.WebMessageListener
// https://developer.android.com/reference/kotlin/androidx/webkit/WebViewAssetLoader
package androidx.webkit

import android.content.Context
import android.net.Uri
import android.webkit.WebResourceResponse
import android.webkit.WebView

class WebViewCompat private constructor() {
    /** A Java interface with one method, so Kotlin lambdas convert to it. */
    fun interface WebMessageListener {
        fun onPostMessage(view: WebView, message: WebMessageCompat, sourceOrigin: Uri, isMainFrame: Boolean, replyProxy: JavaScriptReplyProxy)
    }

    companion object {
        /** 1.3.0, needs WebViewFeature.WEB_MESSAGE_LISTENER. */
        @JvmStatic
        fun addWebMessageListener(webView: WebView, jsObjectName: String, allowedOriginRules: Set<String>, listener: WebMessageListener): Unit =
            throw RuntimeException("Stub!")
    }
}

open class WebMessageCompat {
    /** getData(): @Nullable String */
    open val data: String? get() = throw RuntimeException("Stub!")
}

abstract class JavaScriptReplyProxy {
    abstract fun postMessage(message: String)
}

class WebViewFeature private constructor() {
    companion object {
        const val WEB_MESSAGE_LISTENER: String = "WEB_MESSAGE_LISTENER"

        @JvmStatic fun isFeatureSupported(feature: String): Boolean = throw RuntimeException("Stub!")
    }
}

class WebViewAssetLoader private constructor() {
    /** shouldInterceptRequest(@NonNull Uri url): @Nullable WebResourceResponse; worker thread. */
    fun shouldInterceptRequest(url: Uri): WebResourceResponse? = throw RuntimeException("Stub!")

    interface PathHandler {
        fun handle(path: String): WebResourceResponse?
    }

    class AssetsPathHandler(context: Context) : PathHandler {
        override fun handle(path: String): WebResourceResponse? = throw RuntimeException("Stub!")
    }

    class Builder {
        fun addPathHandler(path: String, handler: PathHandler): Builder = throw RuntimeException("Stub!")
        fun build(): WebViewAssetLoader = throw RuntimeException("Stub!")
    }
}
