package com.marquee.player

import android.app.Activity
import android.os.Bundle
import android.os.Handler
import android.os.Looper
import android.os.SystemClock
import android.util.Log
import android.view.View
import android.view.WindowManager
import android.webkit.WebView
import androidx.webkit.WebViewAssetLoader
import com.marquee.player.core.HeartbeatWatchdog
import com.marquee.player.core.Json
import com.marquee.player.core.encode

/**
 * A full-screen WebView with the player and the host bridge; the screen stays on. When the
 * WebView's renderer dies, or the page stops beating for a minute while the activity is in front
 * ([HeartbeatWatchdog]), the WebView is replaced by a new one and the player starts again (it
 * resumes its content from what it keeps in host.state and host.files).
 */
class MainActivity : Activity() {
    private var webView: WebView? = null
    private lateinit var bridge: MarqueeBridge
    private lateinit var assets: WebViewAssetLoader

    /** Written into the next player page's console once it has loaded (the restart note). */
    private var noteForPlayer: String? = null

    private val main = Handler(Looper.getMainLooper())
    private val watchdog = HeartbeatWatchdog()
    private val watch = Runnable { checkHeartbeat() }

    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        window.addFlags(WindowManager.LayoutParams.FLAG_KEEP_SCREEN_ON)
        bridge = MarqueeBridge(this) { watchdog.beat(SystemClock.elapsedRealtime()) }
        bridge.device.configureDedicatedDevice()
        bridge.device.restoreRotation()
        // The player bundle ships in assets/player/ (npm run build -w @marquee/target-android-webview).
        assets = WebViewAssetLoader.Builder()
            .addPathHandler("/assets/", WebViewAssetLoader.AssetsPathHandler(this))
            .build()
        showPlayer()
    }

    private fun showPlayer() {
        val client = PlayerWebViewClient(bridge.policy, assets, bridge.keptFiles, ::onPageLoaded, ::onRendererGone)
        val view = PlayerWebViews.create(this, client)
        webView = view
        setContentView(view)
        hideSystemBars()
        bridge.install(view)
        view.loadUrl("${bridge.policy.appOrigin}/assets/player/index.html")
    }

    private fun onPageLoaded(view: WebView) {
        val note = noteForPlayer ?: return
        noteForPlayer = null
        view.evaluateJavascript("console.warn(${Json.of(note).encode()})", null)
    }

    /** The renderer crashed or was killed for memory: this WebView is dead; a new one takes its place. */
    private fun onRendererGone(view: WebView, crashed: Boolean) {
        val what = if (crashed) "crashed" else "was stopped by the system to free memory"
        Log.e(TAG, "WebView renderer $what; starting the player in a new WebView")
        noteForPlayer = "Marquee shell: the WebView renderer $what at ${java.util.Date()}; the player was restarted"
        replacePlayer(view)
    }

    /** Starts the player in a new WebView in place of [dead], then destroys [dead]. */
    private fun replacePlayer(dead: WebView) {
        watchdog.restarted(SystemClock.elapsedRealtime())
        // The new WebView replaces the old one as the content view, which takes the old one out
        // of the view hierarchy before it is destroyed (what onRenderProcessGone's docs ask).
        showPlayer()
        dead.destroy()
    }

    /** On the main looper every few seconds while resumed: a page silent for a minute is replaced. */
    private fun checkHeartbeat() {
        val silentMs = watchdog.check(SystemClock.elapsedRealtime())
        val view = webView
        if (silentMs != null && view != null) {
            Log.e(TAG, "No heartbeat from the player for $silentMs ms; starting it in a new WebView")
            noteForPlayer = "Marquee shell: no heartbeat from the player for $silentMs ms at ${java.util.Date()}; the player was restarted"
            replacePlayer(view)
        }
        main.postDelayed(watch, watchdog.checkEveryMs)
    }

    private fun hideSystemBars() {
        @Suppress("DEPRECATION")
        window.decorView.systemUiVisibility =
            View.SYSTEM_UI_FLAG_FULLSCREEN or View.SYSTEM_UI_FLAG_HIDE_NAVIGATION or
                View.SYSTEM_UI_FLAG_IMMERSIVE_STICKY
    }

    override fun onRequestPermissionsResult(requestCode: Int, permissions: Array<String>, grantResults: IntArray) {
        super.onRequestPermissionsResult(requestCode, permissions, grantResults)
        bridge.device.onPermissionResult(requestCode, grantResults)
    }

    override fun onResume() {
        super.onResume()
        hideSystemBars()
        if (bridge.device.isKioskEnabled()) bridge.device.startKiosk()
        watchdog.resumed(SystemClock.elapsedRealtime())
        main.removeCallbacks(watch)
        main.postDelayed(watch, watchdog.checkEveryMs)
    }

    /** Not in front: the page's timers and frames may stop, so its silence does not count. */
    override fun onPause() {
        main.removeCallbacks(watch)
        watchdog.paused()
        super.onPause()
    }

    override fun onDestroy() {
        main.removeCallbacks(watch)
        bridge.shutdown()
        webView?.destroy()
        webView = null
        super.onDestroy()
    }

    private companion object {
        const val TAG = "MarqueePlayer"
    }
}
