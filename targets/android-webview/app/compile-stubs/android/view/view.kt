// Compile-only stubs: android.view as the glue uses it.
// https://developer.android.com/reference/kotlin/android/view/Window
// https://developer.android.com/reference/kotlin/android/view/WindowManager.LayoutParams
// https://developer.android.com/reference/kotlin/android/view/PixelCopy
package android.view

import android.graphics.Bitmap
import android.os.Handler

open class View {
    /** getWidth()/getHeight(), final. */
    val width: Int get() = throw RuntimeException("Stub!")
    val height: Int get() = throw RuntimeException("Stub!")

    @Deprecated("Deprecated in API 30: use WindowInsetsController instead")
    open var systemUiVisibility: Int
        get() = throw RuntimeException("Stub!")
        set(value) = throw RuntimeException("Stub!")

    companion object {
        @Deprecated("Deprecated in API 30") const val SYSTEM_UI_FLAG_HIDE_NAVIGATION: Int = 0x00000002
        @Deprecated("Deprecated in API 30") const val SYSTEM_UI_FLAG_FULLSCREEN: Int = 0x00000004
        @Deprecated("Deprecated in API 30") const val SYSTEM_UI_FLAG_IMMERSIVE_STICKY: Int = 0x00001000
    }
}

abstract class Window {
    /** getAttributes()/setAttributes(WindowManager.LayoutParams a), final. */
    var attributes: WindowManager.LayoutParams
        get() = throw RuntimeException("Stub!")
        set(value) = throw RuntimeException("Stub!")

    /** getDecorView(): @NonNull View */
    abstract val decorView: View

    open fun addFlags(flags: Int): Unit = throw RuntimeException("Stub!")
    open fun clearFlags(flags: Int): Unit = throw RuntimeException("Stub!")
}

interface WindowManager {
    @Deprecated("Deprecated in API 30: use Context.getDisplay() instead")
    val defaultDisplay: Display

    open class LayoutParams {
        @JvmField var screenBrightness: Float = 0f

        companion object {
            const val BRIGHTNESS_OVERRIDE_NONE: Float = -1.0f
            const val FLAG_KEEP_SCREEN_ON: Int = 0x00000080

            @Deprecated("Deprecated in API 27: use Activity.setTurnScreenOn(boolean) instead")
            const val FLAG_TURN_SCREEN_ON: Int = 0x00200000
        }
    }
}

abstract class Display {
    /** getRotation(): Surface.ROTATION_0/90/180/270 */
    val rotation: Int get() = throw RuntimeException("Stub!")
}

class Surface {
    companion object {
        const val ROTATION_0: Int = 0
        const val ROTATION_90: Int = 1
        const val ROTATION_180: Int = 2
        const val ROTATION_270: Int = 3
    }
}

class PixelCopy private constructor() {
    fun interface OnPixelCopyFinishedListener {
        fun onPixelCopyFinished(copyResult: Int)
    }

    companion object {
        const val SUCCESS: Int = 0

        /**
         * API 26: request(@NonNull Window source, @NonNull Bitmap dest,
         * @NonNull OnPixelCopyFinishedListener listener, @NonNull Handler listenerThread)
         */
        @JvmStatic
        fun request(source: Window, dest: Bitmap, listener: OnPixelCopyFinishedListener, listenerThread: Handler): Unit =
            throw RuntimeException("Stub!")
    }
}
