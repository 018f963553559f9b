// Compile-only stubs: android.webkit as the glue uses it.
// https://developer.android.com/reference/kotlin/android/webkit/WebViewClient
// https://developer.android.com/reference/kotlin/android/webkit/WebResourceRequest
// https://developer.android.com/reference/kotlin/android/webkit/WebResourceResponse
// https://developer.android.com/reference/kotlin/android/webkit/WebView
package android.webkit

import android.content.Context
import android.net.Uri
import android.view.View
import java.io.InputStream

open class WebView(context: Context) : View() {
    /** getSettings(): WebSettings! */
    open val settings: WebSettings get() = throw RuntimeException("Stub!")

    /** setWebViewClient(@NonNull WebViewClient) / getWebViewClient() (API 26): @NonNull */
    open var webViewClient: WebViewClient
        get() = throw RuntimeException("Stub!")
        set(value) = throw RuntimeException("Stub!")

    open fun loadUrl(url: String): Unit = throw RuntimeException("Stub!")

    /** evaluateJavascript(@NonNull String script, @Nullable ValueCallback<String> resultCallback); UI thread. */
    open fun evaluateJavascript(script: String, resultCallback: ValueCallback<String>?): Unit = throw RuntimeException("Stub!")

    open fun destroy(): Unit = throw RuntimeException("Stub!")
}

fun interface ValueCallback<T> {
    fun onReceiveValue(value: T)
}

abstract class WebSettings {
    abstract var javaScriptEnabled: Boolean
    abstract var domStorageEnabled: Boolean
    abstract var mediaPlaybackRequiresUserGesture: Boolean
    abstract var allowFileAccess: Boolean
    abstract var allowContentAccess: Boolean
}

/** The callbacks' parameters are unannotated in the platform: overrides take them as nullable. */
open class WebViewClient {
    open fun shouldInterceptRequest(view: WebView?, request: WebResourceRequest?): WebResourceResponse? =
        throw RuntimeException("Stub!")

    /** API 24. */
    open fun shouldOverrideUrlLoading(view: WebView?, request: WebResourceRequest?): Boolean = throw RuntimeException("Stub!")

    open fun onPageFinished(view: WebView?, url: String?): Unit = throw RuntimeException("Stub!")

    /** API 26. */
    open fun onRenderProcessGone(view: WebView?, detail: RenderProcessGoneDetail?): Boolean = throw RuntimeException("Stub!")
}

interface WebResourceRequest {
    /** getUrl(): Uri! */
    val url: Uri

    /** isForMainFrame() */
    val isForMainFrame: Boolean

    /** getMethod(): String! */
    val method: String

    /** getRequestHeaders(): Map<String, String>! */
    val requestHeaders: Map<String, String>
}

/**
 * API 21 full constructor: (String mimeType, String encoding, int statusCode, @NonNull String reasonPhrase,
 * Map<String, String> responseHeaders, InputStream data). statusCode must be 100-599 and not 3xx;
 * reasonPhrase must not be empty.
 */
open class WebResourceResponse(
    mimeType: String?,
    encoding: String?,
    statusCode: Int,
    reasonPhrase: String,
    responseHeaders: Map<String, String>?,
    data: InputStream?,
)

/** API 26. */
abstract class RenderProcessGoneDetail {
    abstract fun didCrash(): Boolean
}
