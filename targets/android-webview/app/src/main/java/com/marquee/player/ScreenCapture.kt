package com.marquee.player

import android.app.Activity
import android.graphics.Bitmap
import android.os.Build
import android.os.Handler
import android.view.PixelCopy
import com.marquee.player.core.HostErrorCode
import com.marquee.player.core.HostException
import com.marquee.player.core.ScreenImage
import java.io.ByteArrayOutputStream
import java.util.concurrent.CompletableFuture
import java.util.concurrent.TimeUnit

/**
 * screen.capture: PixelCopy of the activity's window (API 26) into a JPEG. PixelCopy reads what
 * the compositor shows for the window, WebView content included; a View.draw into a bitmap would
 * miss the WebView's hardware-accelerated layers and video.
 */
class ScreenCapture(private val activity: Activity, private val main: Handler) {
    val available: Boolean get() = Build.VERSION.SDK_INT >= Build.VERSION_CODES.O

    fun capture(): ScreenImage {
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.O) {
            throw HostException(HostErrorCode.METHOD_NOT_AVAILABLE, "Screenshots need Android 8 (API 26)")
        }
        val (width, height) = main.await { activity.window.decorView.let { it.width to it.height } }
        if (width <= 0 || height <= 0) throw HostException(HostErrorCode.PLATFORM_ERROR, "The window is not laid out yet")
        val bitmap = Bitmap.createBitmap(width, height, Bitmap.Config.ARGB_8888)
        try {
            val copied = CompletableFuture<Int>()
            main.await { PixelCopy.request(activity.window, bitmap, { copied.complete(it) }, main) }
            val result = copied.get(COPY_TIMEOUT_S, TimeUnit.SECONDS)
            if (result != PixelCopy.SUCCESS) throw HostException(HostErrorCode.PLATFORM_ERROR, "PixelCopy failed ($result)")
            val jpeg = ByteArrayOutputStream()
            if (!bitmap.compress(Bitmap.CompressFormat.JPEG, JPEG_QUALITY, jpeg)) {
                throw HostException(HostErrorCode.PLATFORM_ERROR, "Could not encode the screenshot")
            }
            return ScreenImage("image/jpeg", jpeg.toByteArray(), width, height)
        } finally {
            bitmap.recycle()
        }
    }

    private companion object {
        const val COPY_TIMEOUT_S = 10L

        // A 1080p frame is ~150-300 KB at 80: small enough for the bridge, sharp enough to read text.
        const val JPEG_QUALITY = 80
    }
}
