// Compile-only stubs: the android.app API the glue uses (see ../../README.md for the rules).
// https://developer.android.com/reference/kotlin/android/app/Activity
package android.app

import android.content.Context
import android.content.Intent
import android.os.Bundle
import android.view.View
import android.view.Window
import android.view.WindowManager

open class Activity : Context() {
    /** getWindow(): Window! */
    open val window: Window get() = throw RuntimeException("Stub!")

    /** getWindowManager(): WindowManager! */
    open val windowManager: WindowManager get() = throw RuntimeException("Stub!")

    /** getRequestedOrientation(): Int / setRequestedOrientation(requestedOrientation: Int) */
    open var requestedOrientation: Int
        get() = throw RuntimeException("Stub!")
        set(value) = throw RuntimeException("Stub!")

    protected open fun onCreate(savedInstanceState: Bundle?): Unit = throw RuntimeException("Stub!")
    protected open fun onResume(): Unit = throw RuntimeException("Stub!")
    protected open fun onPause(): Unit = throw RuntimeException("Stub!")
    protected open fun onDestroy(): Unit = throw RuntimeException("Stub!")

    /** setContentView(view: View!) */
    open fun setContentView(view: View?): Unit = throw RuntimeException("Stub!")

    /** API 23: requestPermissions(@NonNull String[] permissions, int requestCode), final. */
    fun requestPermissions(permissions: Array<String>, requestCode: Int): Unit = throw RuntimeException("Stub!")

    /** API 23: onRequestPermissionsResult(int, @NonNull String[], @NonNull int[]). */
    open fun onRequestPermissionsResult(requestCode: Int, permissions: Array<String>, grantResults: IntArray): Unit =
        throw RuntimeException("Stub!")

    /** API 23: shouldShowRequestPermissionRationale(@NonNull String permission). */
    open fun shouldShowRequestPermissionRationale(permission: String): Boolean = throw RuntimeException("Stub!")

    /** API 21. */
    open fun startLockTask(): Unit = throw RuntimeException("Stub!")

    /** API 21. */
    open fun stopLockTask(): Unit = throw RuntimeException("Stub!")

    /** API 27: setTurnScreenOn(boolean turnScreenOn). */
    open fun setTurnScreenOn(turnScreenOn: Boolean): Unit = throw RuntimeException("Stub!")

    /** getIntent(): Intent! (the intent that started this activity). */
    open val intent: Intent? get() = throw RuntimeException("Stub!")

    /** setResult(int resultCode, Intent data), final; data may be null. */
    fun setResult(resultCode: Int, data: Intent?): Unit = throw RuntimeException("Stub!")

    /** finish() */
    open fun finish(): Unit = throw RuntimeException("Stub!")

    companion object {
        /** Standard activity result: operation succeeded (-1). */
        const val RESULT_OK: Int = -1
    }
}
